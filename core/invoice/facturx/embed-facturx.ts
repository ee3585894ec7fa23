import { AFRelationship, PDFDocument, PDFName, PDFString } from "pdf-lib";
import { buildSrgbIccProfile } from "./srgb-icc";

/** The attachment name Factur-X 1.0 and ZUGFeRD 2.x readers look for. */
export const FACTURX_FILENAME = "factur-x.xml";

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * XMP metadata of a Factur-X PDF: PDF/A-3B identification, and the Factur-X extension schema (fx:)
 * that tells a buyer's system which file holds the invoice and in which profile.
 */
export function buildFacturXXmp(title: string, created: Date): string {
  const date = created.toISOString().replace(/\.\d{3}Z$/, "Z");
  const property = (name: string, description: string): string =>
    `<rdf:li rdf:parseType="Resource"><pdfaProperty:name>${name}</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>${description}</pdfaProperty:description></rdf:li>`;
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/"><pdfaid:part>3</pdfaid:part><pdfaid:conformance>B</pdfaid:conformance></rdf:Description>
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(title)}</rdf:li></rdf:Alt></dc:title></rdf:Description>
<rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/"><xmp:CreateDate>${date}</xmp:CreateDate><xmp:ModifyDate>${date}</xmp:ModifyDate><xmp:CreatorTool>Factuurkit</xmp:CreatorTool></rdf:Description>
<rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/"><pdf:Producer>Factuurkit</pdf:Producer></rdf:Description>
<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
<pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource">
<pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>
<pdfaSchema:prefix>fx</pdfaSchema:prefix>
<pdfaSchema:property><rdf:Seq>
${property("DocumentFileName", "The name of the embedded XML document")}
${property("DocumentType", "The type of the hybrid document in capital letters, e.g. INVOICE or ORDER")}
${property("Version", "The actual version of the standard applying to the embedded XML document")}
${property("ConformanceLevel", "The conformance level of the embedded XML document")}
</rdf:Seq></pdfaSchema:property>
</rdf:li></rdf:Bag></pdfaExtension:schemas></rdf:Description>
<rdf:Description rdf:about="" xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#"><fx:DocumentType>INVOICE</fx:DocumentType><fx:DocumentFileName>${FACTURX_FILENAME}</fx:DocumentFileName><fx:Version>1.0</fx:Version><fx:ConformanceLevel>EN 16931</fx:ConformanceLevel></rdf:Description>
</rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

/**
 * Turns the invoice PDF into a Factur-X (ZUGFeRD 2) hybrid: the CII XML attached as factur-x.xml with
 * AFRelationship Alternative (the XML is an equal rendering of the invoice), listed in the catalog's
 * /AF, XMP metadata with the fx: extension schema, and an sRGB output intent for PDF/A-3 (ADR 152).
 */
export async function embedFacturX(
  pdf: Uint8Array,
  ciiXml: string,
  details: { readonly title: string; readonly created: Date },
): Promise<Uint8Array> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  document.setTitle(details.title, { showInWindowTitleBar: true });
  document.setProducer("Factuurkit");
  document.setCreator("Factuurkit");
  document.setCreationDate(details.created);
  document.setModificationDate(details.created);
  await document.attach(new TextEncoder().encode(ciiXml), FACTURX_FILENAME, {
    mimeType: "text/xml",
    description: "Factur-X invoice (EN 16931)",
    creationDate: details.created,
    modificationDate: details.created,
    afRelationship: AFRelationship.Alternative,
  });
  const context = document.context;
  const metadata = context.stream(new TextEncoder().encode(buildFacturXXmp(details.title, details.created)), {
    Type: "Metadata",
    Subtype: "XML",
  });
  document.catalog.set(PDFName.of("Metadata"), context.register(metadata));
  const icc = context.stream(buildSrgbIccProfile(), { N: 3 });
  const intent = context.obj({
    Type: "OutputIntent",
    S: "GTS_PDFA1",
    OutputConditionIdentifier: PDFString.of("sRGB"),
    Info: PDFString.of("sRGB IEC61966-2.1"),
    DestOutputProfile: context.register(icc),
  });
  document.catalog.set(PDFName.of("OutputIntents"), context.obj([context.register(intent)]));
  return document.save({ useObjectStreams: false });
}
