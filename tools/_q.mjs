import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const [file, want] = process.argv.slice(2);
const code = readFileSync(file, 'utf8'); const lines = code.split('\n');
const map = new SourceMapConsumer(JSON.parse(readFileSync(file + '.map', 'utf8')));
let prev = null; let out = '';
map.eachMapping((m) => { if (prev && (prev.src ?? '').includes(want)) out += (prev.gl === m.generatedLine ? lines[prev.gl-1].slice(prev.gc, m.generatedColumn) : lines[prev.gl-1].slice(prev.gc)); prev = { gl: m.generatedLine, gc: m.generatedColumn, src: m.source }; });
console.log(out);
