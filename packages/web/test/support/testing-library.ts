// Page tests wait on the mock backend, which seeds its store before each test: on a loaded two-core CI machine a
// list can take seconds to appear, so findBy and waitFor wait up to 10 s instead of 1 s.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
