import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip -9) beside every built text file,
 * once at build time: the server sends them as they are (@fastify/static's `preCompressed`), so no
 * request pays for compressing an asset.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'cm-precompress',
    // The browser's bundle only: the server-rendering bundle is read from disk by the server.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
            }),
            gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          // Compressed once at build time, even a small file is worth it when it gets smaller (a
          // 700-byte icon module is ~400 bytes in brotli); a copy that is not smaller is left out.
          await Promise.all([br.length < content.length && writeFile(`${file}.br`, br), gz.length < content.length && writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
