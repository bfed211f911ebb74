import type { Reporter, TestModule } from "vitest/node";

/** Ends a Vitest run with the plain "N passed, N failed" line CI reads. */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") passed += 1;
        else if (state === "failed") failed += 1;
        else skipped += 1;
      }
      if (testModule.state() === "failed" && [...testModule.children.allTests()].length === 0)
        failed += 1;
    }
    console.info(`vitest: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
