/**
 * An Export CSV button: a download link (the server names the dated file). `description` is
 * read out after the visible label, so a screen reader hears what is downloaded.
 */
export function ExportLink({ href, label, description }: { href: string; label: string; description: string }) {
  return (
    <a className="button button--outline button--small export-link" href={href} download>
      {label}
      <span className="visually-hidden">: {description}</span>
    </a>
  );
}
