/** Check-digit tests for party identifiers that the Peppol rules verify. */

/** GS1 Global Location Number (scheme 0088): digits with a mod-10 check digit (weights 3,1 from the right). */
export function isValidGln(value: string): boolean {
  if (!/^\d+$/.test(value)) return false;
  const body = value.slice(0, -1);
  let sum = 0;
  for (let index = 0; index < body.length; index++) {
    const digit = Number(body[body.length - 1 - index]);
    sum += digit * (index % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10 === Number(value.slice(-1));
}

/** Swedish organisation number (scheme 0007): 10 digits, Luhn check digit. */
export function isValidSwedishOrganisationNumber(value: string): boolean {
  if (!/^\d+$/.test(value)) return false;
  const main = value.slice(0, 9);
  let sum = 0;
  for (let position = 1; position <= main.length; position++) {
    const digit = Number(main[main.length - position]);
    sum += position % 2 === 1 ? ((digit * 2) % 10) + Math.floor((digit * 2) / 10) : digit;
  }
  return value.length >= 10 && (10 - (sum % 10)) % 10 === Number(value[9]);
}
