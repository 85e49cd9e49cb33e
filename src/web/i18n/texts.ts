/** Every text on screen, in the shop owner's own wording (the specification's, spelling kept). */
export const texts = {
  notFound: '404 Page Not Found',
} as const;
