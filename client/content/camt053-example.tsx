import type { AnnotatedPart } from "../components/content/code-block";

/**
 * A complete camt.053.001.02 statement for one day, split into annotated pieces for the CAMT.053 guide.
 * The amounts reconcile: 12,500.00 + 1,210.00 − 181.40 + 750.00 = 14,278.60.
 */
export const CAMT053_EXAMPLE: readonly AnnotatedPart[] = [
  {
    code: `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt>
    <GrpHdr>
      <MsgId>STMT-20260331-0001</MsgId>
      <CreDtTm>2026-04-01T06:12:00+02:00</CreDtTm>
    </GrpHdr>`,
    note: (
      <>
        <p>
          The namespace names the message and its version: <code>camt.053.001.02</code>. Everything sits in{" "}
          <code>BkToCstmrStmt</code> (bank-to-customer statement).
        </p>
        <p>
          The group header identifies the file: a message id unique at the bank and the moment the file was
          created.
        </p>
      </>
    ),
  },
  {
    code: `    <Stmt>
      <Id>20260331-NL91ABNA0417164300</Id>
      <ElctrncSeqNb>64</ElctrncSeqNb>
      <CreDtTm>2026-04-01T06:12:00+02:00</CreDtTm>
      <FrToDt>
        <FrDtTm>2026-03-31T00:00:00+02:00</FrDtTm>
        <ToDtTm>2026-03-31T23:59:59+02:00</ToDtTm>
      </FrToDt>`,
    note: (
      <>
        <p>
          One <code>Stmt</code> per account and period; a file may hold several. <code>ElctrncSeqNb</code>{" "}
          counts the statements for this account: 63 yesterday, 64 today. A jump from 62 to 64 means a day is
          missing.
        </p>
        <p>
          <code>FrToDt</code> is the period covered, here one calendar day.
        </p>
      </>
    ),
  },
  {
    code: `      <Acct>
        <Id><IBAN>NL91ABNA0417164300</IBAN></Id>
        <Ccy>EUR</Ccy>
        <Svcr><FinInstnId><BIC>ABNANL2A</BIC></FinInstnId></Svcr>
      </Acct>`,
    note: (
      <p>
        The account: IBAN, currency and the bank that keeps it. In later versions the bank code element is
        called <code>BICFI</code> instead of <code>BIC</code>.
      </p>
    ),
  },
  {
    code: `      <Bal>
        <Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp>
        <Amt Ccy="EUR">12500.00</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Dt><Dt>2026-03-31</Dt></Dt>
      </Bal>
      <Bal>
        <Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp>
        <Amt Ccy="EUR">14278.60</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Dt><Dt>2026-03-31</Dt></Dt>
      </Bal>`,
    note: (
      <>
        <p>
          The opening booked balance (<code>OPBD</code>) and the closing booked balance (<code>CLBD</code>).
          Amounts are always positive; <code>CdtDbtInd</code> says whether the balance is in credit (
          <code>CRDT</code>) or overdrawn (<code>DBIT</code>).
        </p>
        <p>Amounts use a dot as decimal separator and no thousands separator.</p>
      </>
    ),
  },
  {
    code: `      <Ntry>
        <Amt Ccy="EUR">1210.00</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>2026-03-31</Dt></BookgDt>
        <ValDt><Dt>2026-03-31</Dt></ValDt>
        <AcctSvcrRef>2026033100012345</AcctSvcrRef>
        <BkTxCd>
          <Domn>
            <Cd>PMNT</Cd>
            <Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly>
          </Domn>
        </BkTxCd>`,
    note: (
      <>
        <p>
          Entry 1: a credit of €1,210.00, booked (<code>BOOK</code>) on 31 March with the same value date. The
          bank's own reference is in <code>AcctSvcrRef</code>.
        </p>
        <p>
          The bank transaction code <code>PMNT / RCDT / ESCT</code> reads: payments, received credit transfer,
          SEPA credit transfer.
        </p>
      </>
    ),
  },
  {
    code: `        <NtryDtls>
          <TxDtls>
            <Refs><EndToEndId>INV-2026-0142</EndToEndId></Refs>
            <RltdPties>
              <Dbtr><Nm>Bakkerij de Vries B.V.</Nm></Dbtr>
              <DbtrAcct><Id><IBAN>NL44RABO0123456789</IBAN></Id></DbtrAcct>
            </RltdPties>
            <RmtInf><Ustrd>Factuur 2026-0142</Ustrd></RmtInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>`,
    note: (
      <>
        <p>
          The details of the payment: the end-to-end id the payer gave, who paid (<code>Dbtr</code>) from
          which account, and the unstructured remittance text (<code>Ustrd</code>).
        </p>
        <p>
          This is where an invoice number shows up, so this is what you match open invoices against. A
          structured reference arrives in <code>RmtInf/Strd/CdtrRefInf/Ref</code> instead.
        </p>
      </>
    ),
  },
  {
    code: `      <Ntry>
        <Amt Ccy="EUR">181.40</Amt>
        <CdtDbtInd>DBIT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>2026-03-31</Dt></BookgDt>
        <ValDt><Dt>2026-03-31</Dt></ValDt>
        <BkTxCd>
          <Domn>
            <Cd>PMNT</Cd>
            <Fmly><Cd>RDDT</Cd><SubFmlyCd>ESDD</SubFmlyCd></Fmly>
          </Domn>
        </BkTxCd>
        <NtryDtls>
          <TxDtls>
            <Refs>
              <EndToEndId>E2E-884213</EndToEndId>
              <MndtId>MND-000457</MndtId>
            </Refs>
            <RltdPties>
              <Cdtr><Nm>Energie Noord B.V.</Nm></Cdtr>
              <CdtrAcct><Id><IBAN>NL20INGB0001234567</IBAN></Id></CdtrAcct>
            </RltdPties>
            <RmtInf><Ustrd>Termijnbedrag maart 2026</Ustrd></RmtInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>`,
    note: (
      <>
        <p>
          Entry 2: a SEPA direct debit collected from this account (<code>PMNT / RDDT / ESDD</code>: received
          direct debit, SEPA core). Because it is a debit, the other party is the creditor (<code>Cdtr</code>
          ).
        </p>
        <p>
          <code>MndtId</code> is the mandate the customer signed. If the debit is later reversed, it comes
          back as a new entry with <code>RvslInd</code> set to <code>true</code>.
        </p>
      </>
    ),
  },
  {
    code: `      <Ntry>
        <Amt Ccy="EUR">750.00</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>2026-03-31</Dt></BookgDt>
        <ValDt><Dt>2026-03-31</Dt></ValDt>
        <BkTxCd>
          <Domn>
            <Cd>PMNT</Cd>
            <Fmly><Cd>IDDT</Cd><SubFmlyCd>ESDD</SubFmlyCd></Fmly>
          </Domn>
        </BkTxCd>
        <NtryDtls>
          <Btch>
            <PmtInfId>COLL-2026-03</PmtInfId>
            <NbOfTxs>3</NbOfTxs>
          </Btch>`,
    note: (
      <>
        <p>
          Entry 3 is a <strong>batch booking</strong>: one credit of €750.00 for a direct debit collection
          this account holder sent (<code>IDDT</code>: issued direct debits). <code>Btch</code> tells you it
          contains three transactions and which payment information block of the collection file it came from.
        </p>
      </>
    ),
  },
  {
    code: `          <TxDtls>
            <Refs><EndToEndId>LID-0017-2026-03</EndToEndId></Refs>
            <AmtDtls><TxAmt><Amt Ccy="EUR">250.00</Amt></TxAmt></AmtDtls>
            <RltdPties><Dbtr><Nm>J. Jansen</Nm></Dbtr></RltdPties>
          </TxDtls>
          <TxDtls>
            <Refs><EndToEndId>LID-0018-2026-03</EndToEndId></Refs>
            <AmtDtls><TxAmt><Amt Ccy="EUR">250.00</Amt></TxAmt></AmtDtls>
            <RltdPties><Dbtr><Nm>A. de Boer</Nm></Dbtr></RltdPties>
          </TxDtls>
          <TxDtls>
            <Refs><EndToEndId>LID-0021-2026-03</EndToEndId></Refs>
            <AmtDtls><TxAmt><Amt Ccy="EUR">250.00</Amt></TxAmt></AmtDtls>
            <RltdPties><Dbtr><Nm>M. Visser</Nm></Dbtr></RltdPties>
          </TxDtls>
        </NtryDtls>
      </Ntry>
    </Stmt>
  </BkToCstmrStmt>
</Document>`,
    note: (
      <>
        <p>
          One <code>TxDtls</code> per collected payment, each with its own amount in{" "}
          <code>AmtDtls/TxAmt</code>. The three amounts add up to the entry amount. Later versions can also
          carry the amount directly as <code>TxDtls/Amt</code>.
        </p>
        <p>
          Some banks send only the <code>Btch</code> block without the individual details; then you see one
          line for the whole collection.
        </p>
      </>
    ),
  },
];
