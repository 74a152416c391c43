/** The value after `--name` on the command line, or undefined (the benchmarks' options, such as `--drawings 100000`). */
export function option(name: string, args: readonly string[] = process.argv.slice(2)): string | undefined {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
}

/** Whether `--name` is on the command line (a benchmark's switch, such as `--skip-browser`). */
export function hasFlag(name: string, args: readonly string[] = process.argv.slice(2)): boolean {
  return args.includes(name);
}
