import { configure } from '@testing-library/react';
import { SCREEN_WAIT_MS } from './waits';

configure({ asyncUtilTimeout: SCREEN_WAIT_MS });
