import { configure } from '@testing-library/react';

/**
 * FOR TESTS ONLY (a Vitest setup file of the web project). `findBy…`/`waitFor` wait up to 5 s instead of 1 s: on a
 * busy two-core machine a full screen (router, query, form, fake fetch) can take longer than 1 s to settle.
 * This bounds how long a test waits for something to appear; it asserts nothing about speed.
 */
configure({ asyncUtilTimeout: 5000 });
