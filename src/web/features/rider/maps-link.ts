/** A stop's address as a Google Maps search (decision 0058): the phone opens its maps app on it. */
export function mapsHref({ address, city, pinCode }: { address: string; city: string; pinCode: string }): string {
  const query = [address, city, pinCode]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
