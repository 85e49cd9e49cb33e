/**
 * How the bill writes money, quantities and dates. Money is shown with the ₹ sign, Indian digit
 * grouping (1,23,456) and always two decimals, as printed bills do, where the storefront's
 * formatRupees drops trailing zeros ("₹ 45.5"): a column of amounts must line up to the paisa.
 */

const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const quantities = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });
// The bill's date is the day in India, whatever zone the server runs in (API.md "IST").
const istDate = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: '2-digit', month: 'short', year: 'numeric' });

/** 4550 paise -> "₹ 45.50". */
export function formatBillAmount(paise: number): string {
  return `₹ ${rupees.format(paise / 100)}`;
}

/** 4550 paise -> "45.50": a figure in a column whose heading says it is in rupees (the tax invoice's). */
export function formatFigure(paise: number): string {
  return rupees.format(paise / 100);
}

/** 1.5 -> "1.5", 0.25 -> "0.25", 2 -> "2". */
export function formatQuantity(quantity: number): string {
  return quantities.format(quantity);
}

/** "01 Apr 2026": the date in India. */
export function formatBillDate(at: Date): string {
  return istDate.format(at);
}
