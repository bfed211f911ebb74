// The names of the files in a zip, read from its central directory (the record at the end of
// the file that lists every entry): enough to check what a download holds, without unzipping.

const endOfDirectory = 0x06054b50;
const directoryEntry = 0x02014b50;

export function zipEntryNames(zip: Buffer): string[] {
  // The end record is the last 22 bytes, unless a comment (at most 65,535 bytes) follows it.
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 65_535); at--) {
    if (zip.readUInt32LE(at) === endOfDirectory) {
      end = at;
      break;
    }
  }
  if (end === -1) throw new Error("not a zip: no end of central directory");
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let index = 0; index < count; index++) {
    if (zip.readUInt32LE(at) !== directoryEntry)
      throw new Error(`bad central directory entry ${index}`);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    names.push(zip.toString("utf8", at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
