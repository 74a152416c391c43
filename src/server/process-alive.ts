/**
 * Whether process `pid` is running, as the owner check of a pid lock needs
 * it: signal 0 tests without sending anything, and EPERM means the process
 * exists but belongs to another user.
 */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
