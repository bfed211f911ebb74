// What the test set-up needs from Debian (the browser, a Java runtime) is installed with apt,
// as root or through sudo, without questions.
import { execFileSync } from "node:child_process";

export function aptInstall(debianPackage: string): void {
  const isRoot = process.getuid?.() === 0;
  const run = (args: string[]) => {
    const [command, ...rest] = isRoot ? args : ["sudo", ...args];
    execFileSync(command!, rest, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  };
  run(["apt-get", "update", "-qq"]);
  run(["apt-get", "install", "-y", "-qq", debianPackage]);
}
