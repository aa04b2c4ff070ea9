import { readText } from './src/engine/reader/read.js';
import { shippedReader } from './src/engine/reader/model.js';
const nets = shippedReader();
for (const t of process.argv.slice(2)) {
  const r = readText(t, nets);
  for (const s of r.sentences) console.log(`${s.class.label}:${s.class.p.toFixed(2)} ${s.direction.label}:${s.direction.p.toFixed(2)} ch ${s.pChange.toFixed(2)} c ${s.pCentral.toFixed(2)} | ${s.text}`);
}
