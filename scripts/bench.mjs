// `npm run bench`: the bench's runner (bench/src/cli.mjs; `npm run bench -- --list` names the sections).
import '../bench/src/cli.mjs';
