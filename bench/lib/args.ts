/** The value after `--name` on the command line, or undefined (the benchmarks' options, such as `--drawings 100000`). */
export function option(name: string, args: readonly string[] = process.argv.slice(2)): string | undefined {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
}
