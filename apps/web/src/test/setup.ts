import { configure } from "@testing-library/react";

// A screen's lazy parts (its texts' chunk, a lazy form) can take more than Testing Library's 1 s to
// come in when CI runs the whole suite on two busy cores; a screen that never shows still fails.
configure({ asyncUtilTimeout: 5_000 });
