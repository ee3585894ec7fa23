// One preparation for the browser and the Worker (which issues signed-in users' invoices).
export { prepareInvoice } from "../../../core/invoice/prepare-invoice";
