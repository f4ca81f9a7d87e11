import { inflateSync } from 'node:zlib';

/** WinAnsi's characters above Latin-1's 0x80–0x9f that our documents print (Node's small ICU decodes them as Latin-1). */
const WIN_ANSI_EXTRAS: Record<number, string> = { 0x80: '€', 0x85: '…', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x96: '–', 0x97: '—', 0x9c: 'œ' };
const winAnsi = { decode: (bytes: Buffer) => [...bytes].map((byte) => WIN_ANSI_EXTRAS[byte] ?? String.fromCharCode(byte)).join('') };

/** The text lines a content stream draws with the standard fonts (`[<hex> kerning <hex>] TJ`). */
function linesOf(content: string): string[] {
  return [...content.matchAll(/\[((?:<[0-9a-f]*>|\s|-?[\d.]+)*)\]\s*TJ/gi)].map(([, array]) =>
    winAnsi.decode(Buffer.from([...array!.matchAll(/<([0-9a-f]*)>/gi)].map(([, hex]) => hex).join(''), 'hex')),
  );
}

/**
 * Reads back the text of a PDF written by pdfkit with its standard fonts: each compressed
 * content stream is inflated and its text operators decoded. Whitespace (line wraps, no-break
 * spaces) comes out as single spaces, so a test can look for a sentence however it was laid out.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const [, body] of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(body!, 'latin1')).toString('latin1');
    } catch {
      content = body!;
    }
    lines.push(...linesOf(content));
  }
  return lines.join('\n').replace(/\s+/g, ' ');
}
