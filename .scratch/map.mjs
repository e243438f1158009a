import fs from 'node:fs';
import { SourceMapConsumer } from 'source-map';
const prof = JSON.parse(fs.readFileSync(process.argv[2]));
const byId = new Map(prof.nodes.map(n => [n.id, n]));
const self = new Map(); let i = 0;
for (const s of prof.samples) { const n = byId.get(s); const k = n.id; self.set(k, (self.get(k) ?? 0) + (prof.timeDeltas[i++] ?? 0) / 1000); }
// total (inclusive) per node
const parent = new Map(); for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const consumers = {};
async function where(cf) {
  const file = cf.url.split('/').pop(); if (!file.endsWith('.js')) return cf.functionName || cf.url;
  const dir = cf.url.includes(':13172') || cf.url.includes('13162') ? 'creator-app' : cf.url.includes('13173')||cf.url.includes('13163') ? 'staff-app' : 'shell';
  const mapFile = ['shell','creator-app','staff-app','marketing-site'].map(d => `${d}/dist/${file}.map`).find(f => fs.existsSync(f)) ?? (fs.readdirSync('release', {recursive:true}).map(f=>'release/'+f).find(f => f.endsWith('/'+file+'.map')));
  if (!mapFile) return `${cf.functionName} ${file}`;
  consumers[mapFile] ??= await new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile)));
  const p = consumers[mapFile].originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber });
  return `${p.name ?? cf.functionName} ${(p.source ?? file).replace(/.*node_modules\//, '')}:${p.line}`;
}
const agg = new Map();
for (const [id, t] of self) { const n = byId.get(id); const k = await where(n.callFrame); agg.set(k, (agg.get(k) ?? 0) + t); }
const bySrc = new Map(); for (const [k,v] of agg) { const s = k.split(' ').slice(1).join(' ').split(':')[0].split('/').slice(0,2).join('/'); bySrc.set(s,(bySrc.get(s)??0)+v); }
console.log([...bySrc].sort((a,b)=>b[1]-a[1]).slice(0,20).map(([k,v])=>`${v.toFixed(0)}ms ${k}`).join('\n'));
console.log('---');
console.log([...agg].sort((a,b)=>b[1]-a[1]).slice(0,30).map(([k,v])=>`${v.toFixed(1)}ms ${k}`).join('\n'));
