// The release notes' data (.storybook/release-notes.ts), typed where it is read.
declare module 'virtual:release-notes' {
  const notes: unknown;
  export default notes;
}
