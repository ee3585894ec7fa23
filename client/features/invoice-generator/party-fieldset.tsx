import type { ReactElement } from "react";
import { m } from "../../../core/i18n/messages";
import type { Address, Party } from "../../../core/invoice/model";
import { getLanguage } from "../../lib/i18n/current-language";
import { COUNTRIES, countryName } from "./countries";
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
  const supplier = role === "supplier";
  const language = getLanguage();
  const setAddress = (patch: Partial<Address>): void => onChange({ address: { ...party.address, ...patch } });
  return (
    <fieldset className="rounded-lg border border-gray-200 p-4 dark:border-gray-800">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-6">
        <TextField
          className="sm:col-span-6"
          label={supplier ? m.generator_supplier_name() : m.generator_customer_name()}
          value={party.name}
          onChange={(name) => onChange({ name })}
          autoComplete={supplier ? "organization" : "off"}
          {...fieldCheck(errorFor, `${role}.name`)}
        />
        <TextField
          className="sm:col-span-6"
          label={supplier ? m.generator_supplier_street() : m.generator_customer_street()}
          value={party.address.street}
          onChange={(street) => setAddress({ street })}
          {...fieldCheck(errorFor, `${role}.address.street`)}
        />
        <TextField
          className="sm:col-span-2"
          label={supplier ? m.generator_supplier_postcode() : m.generator_customer_postcode()}
          value={party.address.postcode}
          onChange={(postcode) => setAddress({ postcode })}
          {...fieldCheck(errorFor, `${role}.address.postcode`)}
        />
        <TextField
          className="sm:col-span-2"
          label={supplier ? m.generator_supplier_city() : m.generator_customer_city()}
          value={party.address.city}
          onChange={(city) => setAddress({ city })}
          {...fieldCheck(errorFor, `${role}.address.city`)}
        />
        <SelectField
          className="sm:col-span-2"
          label={supplier ? m.generator_supplier_country() : m.generator_customer_country()}
          value={party.address.country}
          onChange={(country) => setAddress({ country })}
          options={COUNTRIES.map((country) => ({
            value: country.code,
            label: countryName(country, language),
          }))}
        />
        <TextField
          className="sm:col-span-3"
          label={supplier ? m.generator_supplier_vat() : m.generator_customer_vat()}
          value={party.vatNumber}
          onChange={(vatNumber) => onChange({ vatNumber })}
          placeholder={m.generator_vat_placeholder()}
          {...fieldCheck(errorFor, `${role}.vatNumber`)}
        />
        <TextField
          className="sm:col-span-3"
          label={supplier ? m.generator_supplier_kvk() : m.generator_customer_kvk()}
          value={party.kvk}
          onChange={(kvk) => onChange({ kvk })}
          inputMode="numeric"
          placeholder="12345678"
          {...fieldCheck(errorFor, `${role}.kvk`)}
        />
        <TextField
          className="sm:col-span-6"
          label={supplier ? m.generator_supplier_email() : m.generator_customer_email()}
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
