import type { ReactElement } from "react";
import type { Address, Party } from "../../../core/invoice/model";
import { COUNTRIES } from "./countries";
import { fieldCheck, SelectField, TextField } from "./form-fields";

interface PartyFieldsetProps {
  readonly legend: string;
  /** `supplier` or `customer`: the prefix of finding fields and of the accessible names. */
  readonly kind: "supplier" | "customer";
  readonly party: Party;
  readonly onChange: (patch: Partial<Party>) => void;
  readonly errorFor: (field: string) => string | undefined;
  readonly children?: ReactElement | ReactElement[];
}

export function PartyFieldset({
  legend,
  kind: role,
  party,
  onChange,
  errorFor,
  children,
}: PartyFieldsetProps): ReactElement {
  const who = role === "supplier" ? "Your" : "Customer";
  const setAddress = (patch: Partial<Address>): void => onChange({ address: { ...party.address, ...patch } });
  return (
    <fieldset className="rounded-lg border border-gray-200 p-4 dark:border-gray-800">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-6">
        <TextField
          className="sm:col-span-6"
          label={role === "supplier" ? "Your company name" : "Customer name"}
          value={party.name}
          onChange={(name) => onChange({ name })}
          autoComplete={role === "supplier" ? "organization" : "off"}
          {...fieldCheck(errorFor, `${role}.name`)}
        />
        <TextField
          className="sm:col-span-6"
          label={`${who} street and number`}
          value={party.address.street}
          onChange={(street) => setAddress({ street })}
          {...fieldCheck(errorFor, `${role}.address.street`)}
        />
        <TextField
          className="sm:col-span-2"
          label={`${who} postcode`}
          value={party.address.postcode}
          onChange={(postcode) => setAddress({ postcode })}
          {...fieldCheck(errorFor, `${role}.address.postcode`)}
        />
        <TextField
          className="sm:col-span-2"
          label={`${who} city`}
          value={party.address.city}
          onChange={(city) => setAddress({ city })}
          {...fieldCheck(errorFor, `${role}.address.city`)}
        />
        <SelectField
          className="sm:col-span-2"
          label={`${who} country`}
          value={party.address.country}
          onChange={(country) => setAddress({ country })}
          options={COUNTRIES.map((country) => ({ value: country.code, label: country.name }))}
        />
        <TextField
          className="sm:col-span-3"
          label={`${who} VAT number (BTW-id)`}
          value={party.vatNumber}
          onChange={(vatNumber) => onChange({ vatNumber })}
          placeholder="NL123456789B01"
          {...fieldCheck(errorFor, `${role}.vatNumber`)}
        />
        <TextField
          className="sm:col-span-3"
          label={`${who} KvK number`}
          value={party.kvk}
          onChange={(kvk) => onChange({ kvk })}
          inputMode="numeric"
          placeholder="12345678"
          {...fieldCheck(errorFor, `${role}.kvk`)}
        />
        <TextField
          className="sm:col-span-6"
          label={`${who} e-mail`}
          type="email"
          inputMode="email"
          value={party.email}
          onChange={(email) => onChange({ email })}
        />
        {children}
      </div>
    </fieldset>
  );
}
