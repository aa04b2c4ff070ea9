/**
 * Documents for the upload tests (issue 25), made at run time with well-kept libraries (pdf-lib,
 * docx) so no binary fixture is committed: each kind holding a given text, and the broken ones
 * (truncated, encrypted, a ZIP renamed .docx, a large PDF).
 */
import { randomBytes } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A PDF with each of `lines` on a line of its own (pdf.js reads them back with line breaks). */
export async function pdfOf(lines: readonly string[], options: { fillerBytes?: number; pages?: number; everyPage?: boolean } = {}): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 0; p < (options.pages ?? 1); p++) {
    const page = doc.addPage([2000, 800]);
    if (p === 0 || options.everyPage) lines.forEach((line, i) => page.drawText(line, { x: 20, y: 760 - 12 * i, size: 8, font }));
  }
  // Bulk that a reader skips: an unreferenced binary stream (as images are, for text extraction).
  if (options.fillerBytes) doc.context.register(doc.context.stream(randomBytes(options.fillerBytes), { Length: options.fillerBytes }));
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** A DOCX holding `text` as one paragraph, its first word bold (real runs, as Word writes them). */
export async function docxOf(text: string): Promise<Buffer> {
  const [first, ...rest] = text.split(' ');
  const doc = new Document({ sections: [{ children: [new Paragraph({ children: [new TextRun({ text: first!, bold: true }), new TextRun(` ${rest.join(' ')}`)] })] }] });
  return Packer.toBuffer(doc);
}

/** A minimal ZIP archive (one stored text entry): a ZIP, but not a Word document. */
export function plainZip(): Buffer {
  const name = Buffer.from('notes.txt');
  const data = Buffer.from('not a word document');
  const compressed = deflateRawSync(data);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(compressed.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(compressed.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const localPart = Buffer.concat([local, name, compressed]);
  const centralPart = Buffer.concat([central, name]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(centralPart.length, 12);
  end.writeUInt32LE(localPart.length, 16);
  return Buffer.concat([localPart, centralPart, end]);
}

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

/**
 * A PDF protected by a user password (Standard security handler, RC4 40-bit, R2): its /Encrypt
 * dictionary's U entry matches no empty password, so a reader must ask for one.
 */
export function encryptedPdf(): Buffer {
  const hex = (n: number) => randomBytes(n).toString('hex');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
    `<< /Filter /Standard /V 1 /R 2 /O <${hex(32)}> /U <${hex(32)}> /P -4 >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [<${hex(16)}> <${hex(16)}>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A multipart/form-data body (RFC 7578) of text fields and files, and its content type. */
export function multipartBody(parts: readonly ({ name: string; value: string } | { name: string; filename: string; type?: string; data: Buffer })[]): { payload: Buffer; contentType: string } {
  const boundary = `----upload${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    if ('filename' in p) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`));
      chunks.push(p.data, Buffer.from('\r\n'));
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
