import { configure } from '@testing-library/react';

// Screens appear after a lazy route's code and its loader; on a shared 2-core machine that can take
// longer than Testing Library's default 1 s wait, which would fail tests that are correct.
configure({ asyncUtilTimeout: 5_000 });
