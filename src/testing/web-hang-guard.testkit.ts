import { configure } from '@testing-library/react';

// Issue 17: no test depends on the machine's speed. findBy* and waitFor wait up to 1 s by default; on a
// 2-core CI machine busy with the journeys' server, loading a lazy route in jsdom can take longer. A
// waiting query still returns as soon as its element appears: this is a hang guard, not a time limit.
configure({ asyncUtilTimeout: 15_000 });
