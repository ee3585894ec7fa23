/** How a till in one language prints its labels, amounts and dates. */
export type Language = "nl" | "fr" | "de" | "en" | "es" | "it";

export interface TillLabels {
  readonly subtotal: readonly string[];
  readonly total: readonly string[];
  /** Printed after a cash rounding line: the amount actually due. */
  readonly due: readonly string[];
  readonly rounding: readonly string[];
  readonly card: readonly string[];
  readonly cash: readonly string[];
  readonly change: readonly string[];
  readonly discount: readonly string[];
  readonly deposit: readonly string[];
  readonly vatHeader: readonly string[];
  readonly vatWord: string;
  readonly items: string;
  readonly receiptNo: readonly string[];
  readonly cashier: readonly string[];
  readonly thanks: readonly string[];
  /** "Thank you for visiting X": a footer that names the store. */
  readonly thanksAt: readonly string[];
  /** Dates that are not the purchase date: return-by, voucher or points expiry. */
  readonly laterDate: readonly string[];
  readonly slipTitle: readonly string[];
  readonly slipAmount: readonly string[];
  readonly cardNumber: string;
  readonly authCode: string;
  readonly terminal: string;
  readonly weekdays: readonly string[];
  readonly months: readonly string[];
  readonly decimalComma: boolean;
}

export const LABELS: Readonly<Record<Language, TillLabels>> = {
  nl: {
    subtotal: ["SUBTOTAAL", "Subtotaal", "Tussentotaal"],
    total: ["TOTAAL", "TE BETALEN", "Totaal", "TOTAAL EUR", "Te betalen"],
    due: ["TE BETALEN", "Te betalen"],
    rounding: ["Afronding", "AFRONDING", "Afronding/Rounding"],
    card: ["PIN", "Bankpas", "Maestro", "PINNEN", "V PAY", "Debit Mastercard"],
    cash: ["Contant", "CONTANT", "Contant betaald"],
    change: ["Wisselgeld", "Terug", "TERUG", "Wisselgeld contant"],
    discount: ["Bonus", "Korting", "BONUS", "25% korting", "2e halve prijs"],
    deposit: ["Statiegeld", "STATIEGELD"],
    vatHeader: ["BTW%  Excl.  BTW  Incl.", "BTW    Grondsl.   BTW   Totaal"],
    vatWord: "BTW",
    items: "artikelen",
    receiptNo: ["Bonnr.", "Bon", "Transactie", "Ticketnr."],
    cashier: ["Kassa", "Kassier", "Medewerker"],
    thanks: ["Bedankt en tot ziens!", "Dank u wel", "Tot de volgende keer"],
    thanksAt: ["Bedankt voor uw bezoek bij", "Dank voor uw aankoop bij", "Welkom terug bij"],
    laterDate: ["Retour tot", "Ruilen tot", "Geldig tot", "Zegels geldig t/m"],
    slipTitle: ["BETAALAUTOMAAT", "Klantticket", "KLANTENTICKET"],
    slipAmount: ["Bedrag", "BEDRAG", "Totaal"],
    cardNumber: "Kaartnummer",
    authCode: "Autorisatiecode",
    terminal: "Terminal",
    weekdays: ["Zo", "Ma", "Di", "Wo", "Do", "Vr", "Za"],
    months: ["jan", "feb", "mrt", "apr", "mei", "jun", "jul", "aug", "sep", "okt", "nov", "dec"],
    decimalComma: true,
  },
  fr: {
    subtotal: ["SOUS-TOTAL", "Sous-total", "SOUS TOTAL"],
    total: ["TOTAL TTC", "NET A PAYER", "TOTAL", "Total EUR", "MONTANT TTC"],
    due: ["NET A PAYER", "A PAYER"],
    rounding: ["Arrondi", "ARRONDI"],
    card: ["CB", "Carte bancaire", "Bancontact", "CARTE", "CB SANS CONTACT"],
    cash: ["Espèces", "ESPECES", "Especes"],
    change: ["Rendu", "RENDU", "Rendu monnaie", "Monnaie rendue"],
    discount: ["Remise", "REMISE", "Promo", "Réduction"],
    deposit: ["Consigne", "CONSIGNE"],
    vatHeader: ["TVA   HT   TVA   TTC", "Taux   Base HT   TVA   TTC"],
    vatWord: "TVA",
    items: "articles",
    receiptNo: ["Ticket", "N° ticket", "Trans."],
    cashier: ["Caisse", "Hôtesse", "Caissier"],
    thanks: ["Merci de votre visite", "MERCI ET A BIENTOT", "Bonne journée"],
    thanksAt: ["Merci de votre visite chez", "Merci d'avoir choisi", "A bientôt chez"],
    laterDate: ["Echange jusqu'au", "Bon valable jusqu'au", "Points valables jusqu'au"],
    slipTitle: ["TICKET CLIENT", "CARTE BANCAIRE", "TICKET CB"],
    slipAmount: ["MONTANT", "Montant"],
    cardNumber: "N° carte",
    authCode: "Autorisation",
    terminal: "Terminal",
    weekdays: ["dim.", "lun.", "mar.", "mer.", "jeu.", "ven.", "sam."],
    months: [
      "janv.",
      "févr.",
      "mars",
      "avr.",
      "mai",
      "juin",
      "juil.",
      "août",
      "sept.",
      "oct.",
      "nov.",
      "déc.",
    ],
    decimalComma: true,
  },
  de: {
    subtotal: ["Zwischensumme", "ZWISCHENSUMME", "Zw.-Summe"],
    total: ["SUMME", "ZU ZAHLEN", "Gesamt", "SUMME EUR", "Gesamtbetrag", "Summe"],
    due: ["ZU ZAHLEN", "Zu zahlen"],
    rounding: ["Rundung", "RUNDUNG"],
    card: ["EC-Karte", "Girocard", "Kartenzahlung", "EC-Cash", "Maestro"],
    cash: ["BAR", "Bar", "Bargeld", "Gegeben BAR"],
    change: ["Rückgeld", "RÜCKGELD", "Zurück", "Rückgeld BAR"],
    discount: ["Rabatt", "RABATT", "Aktion", "Coupon"],
    deposit: ["Pfand", "PFAND", "Leergut", "Pfand 0,25"],
    vatHeader: ["MwSt  Netto  Steuer  Brutto", "USt%   Netto   USt   Brutto"],
    vatWord: "MwSt",
    items: "Artikel",
    receiptNo: ["Bon-Nr.", "Beleg-Nr.", "Beleg", "Bon"],
    cashier: ["Kasse", "Bediener", "Es bediente Sie"],
    thanks: ["Vielen Dank für Ihren Einkauf", "Danke und auf Wiedersehen", "Bis zum nächsten Mal"],
    thanksAt: ["Vielen Dank für Ihren Einkauf bei", "Danke für Ihren Besuch bei", "Ihr Team von"],
    laterDate: ["Umtausch bis", "Gültig bis", "Gutschein gültig bis", "Punkte gültig bis"],
    slipTitle: ["Kundenbeleg", "KARTENZAHLUNG", "girocard"],
    slipAmount: ["Betrag", "BETRAG EUR", "Betrag EUR"],
    cardNumber: "Karten-Nr.",
    authCode: "Genehmigungs-Nr.",
    terminal: "Terminal-ID",
    weekdays: ["So", "Mo", "Di", "Mi", "Do", "Fr", "Sa"],
    months: ["Jan", "Feb", "Mär", "Apr", "Mai", "Jun", "Jul", "Aug", "Sep", "Okt", "Nov", "Dez"],
    decimalComma: true,
  },
  en: {
    subtotal: ["SUBTOTAL", "Sub-total", "Subtotal"],
    total: ["TOTAL", "BALANCE DUE", "Total", "TOTAL TO PAY", "AMOUNT DUE"],
    due: ["BALANCE DUE", "TO PAY"],
    rounding: ["Rounding", "ROUNDING"],
    card: ["Card", "VISA DEBIT", "CONTACTLESS", "Mastercard", "Debit Card"],
    cash: ["Cash", "CASH", "Cash tendered"],
    change: ["Change", "CHANGE", "Change due"],
    discount: ["Discount", "Multibuy saving", "Clubcard Price", "Offer"],
    deposit: ["Deposit", "Bottle deposit"],
    vatHeader: ["VAT  Net   VAT   Gross", "Rate   Net   VAT   Total"],
    vatWord: "VAT",
    items: "items",
    receiptNo: ["Receipt", "Trans", "Receipt No."],
    cashier: ["Till", "Served by", "Operator"],
    thanks: ["Thank you for shopping with us", "Thank you, please call again", "Have a nice day"],
    thanksAt: ["Thank you for shopping at", "Thanks for visiting", "See you soon at"],
    laterDate: ["Return by", "Voucher valid until", "Points expire", "Offer ends"],
    slipTitle: ["CARDHOLDER COPY", "CUSTOMER COPY", "CARD PAYMENT"],
    slipAmount: ["AMOUNT", "Amount", "SALE"],
    cardNumber: "Card No.",
    authCode: "Auth Code",
    terminal: "TID",
    weekdays: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
    months: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
    decimalComma: false,
  },
  es: {
    subtotal: ["SUBTOTAL", "Subtotal"],
    total: ["TOTAL", "IMPORTE", "TOTAL A PAGAR", "TOTAL EUR"],
    due: ["A PAGAR", "TOTAL A PAGAR"],
    rounding: ["Redondeo"],
    card: ["TARJETA", "Tarjeta", "VISA"],
    cash: ["EFECTIVO", "Efectivo", "Entregado"],
    change: ["Cambio", "CAMBIO", "Devolución"],
    discount: ["Descuento", "DTO.", "Oferta"],
    deposit: ["Envase"],
    vatHeader: ["IVA   Base   Cuota   Total", "%IVA  BASE  CUOTA"],
    vatWord: "IVA",
    items: "artículos",
    receiptNo: ["Ticket", "Factura simplificada", "N. Ticket"],
    cashier: ["Caja", "Le atendió"],
    thanks: ["Gracias por su visita", "GRACIAS POR SU COMPRA"],
    thanksAt: ["Gracias por su compra en", "Gracias por visitar"],
    laterDate: ["Cambios hasta", "Válido hasta"],
    slipTitle: ["COPIA CLIENTE", "VENTA"],
    slipAmount: ["IMPORTE", "Importe"],
    cardNumber: "Tarjeta",
    authCode: "Autorización",
    terminal: "Terminal",
    weekdays: ["dom", "lun", "mar", "mié", "jue", "vie", "sáb"],
    months: ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic"],
    decimalComma: true,
  },
  it: {
    subtotal: ["SUBTOTALE", "Subtotale"],
    total: ["TOTALE", "TOTALE EURO", "TOTALE COMPLESSIVO", "Totale"],
    due: ["DA PAGARE", "IMPORTO PAGATO"],
    rounding: ["Arrotondamento"],
    card: ["CARTA", "Pagamento elettronico", "BANCOMAT", "POS"],
    cash: ["CONTANTI", "Contanti", "Pagamento contante"],
    change: ["RESTO", "Resto"],
    discount: ["Sconto", "SCONTO", "Promo"],
    deposit: ["Cauzione"],
    vatHeader: ["IVA   Imponibile   Imposta", "Aliq.  Imp.  IVA"],
    vatWord: "IVA",
    items: "articoli",
    receiptNo: ["Scontrino n.", "DOC. N.", "Documento"],
    cashier: ["Cassa", "Operatore"],
    thanks: ["Grazie e arrivederci", "GRAZIE PER L'ACQUISTO"],
    thanksAt: ["Grazie per aver scelto", "Grazie per la visita da"],
    laterDate: ["Cambio entro il", "Valido fino al"],
    slipTitle: ["COPIA CLIENTE", "PAGAMENTO POS"],
    slipAmount: ["IMPORTO", "Importo"],
    cardNumber: "Carta",
    authCode: "Cod. aut.",
    terminal: "Terminale",
    weekdays: ["dom", "lun", "mar", "mer", "gio", "ven", "sab"],
    months: ["gen", "feb", "mar", "apr", "mag", "giu", "lug", "ago", "set", "ott", "nov", "dic"],
    decimalComma: true,
  },
};
