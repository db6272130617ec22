// Loaded with `node --import` into a process bench/cli.ts times: on exit it prints the process's CPU
// time in ms (user + system, every thread), which other work on the machine barely changes.
process.on('exit', () => {
  const { user, system } = process.cpuUsage();
  process.stderr.write(`\nCPU ${((user + system) / 1000).toFixed(0)}\n`);
});
