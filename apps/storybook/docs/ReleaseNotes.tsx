import { Markdown } from '@storybook/addon-docs/blocks';
import data from 'virtual:release-notes';
import type { ReleaseNotes } from '../.storybook/release-notes';

const notes = data as ReleaseNotes;

const bumps = ['major', 'minor', 'patch'] as const;
const heading = { major: 'Breaking changes', minor: 'New', patch: 'Fixes' } as const;

/** The changesets not released yet, per package and bump, the newest first. */
export function Unreleased() {
  const names = [...new Set(notes.pending.flatMap((c) => Object.keys(c.packages)))].sort(
    (a, b) => Number(b === '@defne/ui') - Number(a === '@defne/ui') || a.localeCompare(b),
  );
  if (names.length === 0) return <p>Every change is released.</p>;
  return (
    <>
      {names.map((name) => (
        <section key={name} data-package={name}>
          <h3>{name}</h3>
          {bumps.map((bump) => {
            const changes = notes.pending.filter((c) => c.packages[name] === bump);
            if (changes.length === 0) return null;
            return (
              <div key={bump}>
                <h4>
                  {heading[bump]} ({changes.length})
                </h4>
                <ul>
                  {changes.map((change) => (
                    <li key={change.id} data-changeset={change.id}>
                      <Markdown>{change.body}</Markdown>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </section>
      ))}
    </>
  );
}

/** Each package's released versions, from its CHANGELOG.md (its own title dropped). */
export function Released() {
  return (
    <>
      {notes.changelogs.map(({ name, markdown }) => (
        <section key={name} data-changelog={name}>
          <h3>{name}</h3>
          <Markdown>{markdown.replace(/^# .*\n/, '').replace(/^(#{2,4}) /gm, '$1## ')}</Markdown>
        </section>
      ))}
    </>
  );
}
