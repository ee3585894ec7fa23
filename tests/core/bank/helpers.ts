import { readFileSync } from "node:fs";
import { join } from "node:path";
import { convertBankFile } from "../../../core/bank/convert-file";
import {
  type BankStatement,
  type BankTransaction,
  emptyTransaction,
  type ParsedFile,
} from "../../../core/bank/model";

export const FIXTURES = join(import.meta.dirname, "../../fixtures/bank");

export function readFixture(name: string): Uint8Array {
  return new Uint8Array(readFileSync(join(FIXTURES, name)));
}

/** Converts a fixture and fails the test with the parser's message when it does not convert. */
export function convertFixture(name: string): ParsedFile {
  const result = convertBankFile(name, readFixture(name));
  if (!result.ok) throw new Error(`${name}: ${result.error.message} (line ${result.error.line})`);
  return result.value;
}

/** A complete expected row: every field not given is the model's empty value. */
export function row(fields: Partial<BankTransaction>): BankTransaction {
  return { ...emptyTransaction(), ...fields };
}

export function convertText(name: string, text: string): ReturnType<typeof convertBankFile> {
  return convertBankFile(name, new TextEncoder().encode(text));
}

/** The first statement of a fixture (the test fails when there is none). */
export function firstStatement(name: string): BankStatement {
  const statement = convertFixture(name).statements[0];
  if (!statement) throw new Error(`${name} has no statement`);
  return statement;
}
