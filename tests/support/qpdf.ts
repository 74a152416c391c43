import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";

/**
 * `qpdf --check` on a PDF's bytes: the structure check of a tool nobody
 * here wrote (issue 48 asks every activity sheet to pass it). qpdf's exit
 * code 0 is a clean file, 3 a file it read with warnings (also failed here:
 * a sheet we make should have none). Needs qpdf (`apt-get install qpdf`;
 * `.ci/run` installs it with Chromium).
 */
export async function qpdfCheck(bytes: Uint8Array): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "rabisco-qpdf-"));
  const file = path.join(dir, "sheet.pdf");
  try {
    await fs.writeFile(file, bytes);
    return await new Promise<string>((resolve, reject) => {
      execFile("qpdf", ["--check", file], (error, stdout, stderr) => {
        if (error) reject(new Error(`qpdf --check failed (${error.code}): ${stdout}${stderr}`));
        else resolve(stdout);
      });
    });
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
