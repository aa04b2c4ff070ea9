/** How the project's browser tests launch Debian's chromium (DEVELOPERS.md "Browser tests"; `.ci/run` installs it). */
export const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
};
