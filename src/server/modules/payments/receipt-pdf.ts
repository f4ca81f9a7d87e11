import PDFDocument from 'pdfkit';
import { formatPrice } from '#contracts/payments-terms';
import { receiptTexts } from '#contracts/receipts-terms';
import type { Receipt } from './receipts.ts';

/** The standard PDF fonts encode WinAnsi: the narrow no-break space of fr-FR numbers becomes a plain one. */
const printable = (text: string) => text.replace(/\u202f/g, '\u00a0');

const frenchDate = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'long' });

/**
 * The receipt or credit note as an A4 PDF (pdfkit), written only from the document's frozen
 * row: printing it again, whatever the settings say today, gives the same text. A credit note's
 * amounts are negative (it cancels its receipt).
 */
export function receiptPdf(receipt: Receipt): Promise<Buffer> {
  const { content, kind, number } = receipt;
  const sign = kind === 'credit_note' ? -1 : 1;
  const money = (cents: number) => printable(formatPrice(sign * cents, content.currency));
  const title = receiptTexts.number(kind, number);
  // pdfkit reads every key of `info`: an absent author is left out, not undefined.
  const info = content.seller.legalName ? { Title: title, Author: content.seller.legalName } : { Title: title };
  const doc = new PDFDocument({ size: 'A4', margin: 56, lang: 'fr-FR', info });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).text(title);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(receiptTexts.issuedOn(frenchDate.format(receipt.issuedAt)));
  if (content.receiptNumber)
    doc.moveDown(0.5).text((content.settlement === 'credit' ? receiptTexts.credits : receiptTexts.refunds)(content.receiptNumber));
  doc.moveDown();

  const { seller, buyer } = content;
  const block = (heading: string, lines: (string | null | false)[]) => {
    doc.font('Helvetica-Bold').fontSize(11).text(heading);
    doc.font('Helvetica').fontSize(10);
    for (const line of lines) if (line) doc.text(printable(line));
    doc.moveDown();
  };
  block(receiptTexts.seller, [
    seller.legalName,
    seller.address,
    seller.siret && receiptTexts.siret(seller.siret),
    seller.vatNumber && receiptTexts.vatNumber(seller.vatNumber),
  ]);
  block(receiptTexts.buyer, [buyer.name, buyer.company, buyer.address]);

  const left = doc.page.margins.left;
  const amountX = doc.page.width - doc.page.margins.right - 120;
  const row = (label: string, amount: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    doc.text(printable(label), left, y, { width: amountX - left - 12 });
    const after = doc.y;
    doc.text(amount, amountX, y, { width: 120, align: 'right' });
    doc.y = Math.max(after, doc.y);
    doc.x = left;
  };
  row(receiptTexts.description, receiptTexts.amount, true);
  row(content.item, money(content.netCents));
  doc.moveDown();
  row(receiptTexts.net, money(content.netCents));
  row(receiptTexts.vat(content.vatRatePercent), money(content.vatCents));
  row(receiptTexts.total, money(content.totalCents), true);
  doc.moveDown();
  if (kind === 'receipt')
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(content.settlement === 'credit' ? receiptTexts.paidWithCredit : receiptTexts.paid);
  doc.end();
  return done;
}

export const receiptFileName = (receipt: Pick<Receipt, 'kind' | 'number'>) => receiptTexts.fileName(receipt.kind, receipt.number);
