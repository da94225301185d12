// Validates the files in content/ against the README contract and the seed brief.
//   npx tsx content-service/seed/check.ts
// Exits 1 and lists every problem found; prints counts per region and component either way.
import { checkLinks, checkText, links, load, problems, uids } from './lib/check-core';
import { checkRegions } from './lib/check-regions';

const loaded = await load();
checkLinks(new Set(loaded.map((item) => item.file)));
checkText();
const counts = checkRegions(loaded);
console.table(counts);
console.log(`${loaded.length} stories, ${uids.size} blocks with _uid, ${links.length} links checked.`);
if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exitCode = 1;
} else {
  console.log('All checks passed.');
}
