// Every component's Docs page: Storybook's autodocs page (title, description, primary story,
// props table, stories) with the component's usage guidance (guidance.ts) after its description.
import {
  Controls,
  Description,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import { guidance } from './guidance';

const list = (tone: 'do' | 'dont') => ({
  borderInlineStart: `4px solid ${tone === 'do' ? '#1a7f37' : '#cf222e'}`,
  paddingInlineStart: '1rem',
  margin: '0.5rem 0 1rem',
});

/** A line of guidance, with its `code` spans set as code. */
const Line = ({ text }: { text: string }) => (
  <>{text.split('`').map((part, i) => (i % 2 ? <code key={i}>{part}</code> : part))}</>
);

/** The "Usage" section of the component whose Docs page this is; nothing for a page without one. */
export function Usage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const entry = guidance[preparedMeta.title];
  if (!entry) return null;
  return (
    <section aria-labelledby="usage" data-usage>
      <h2 id="usage">Usage</h2>
      <p>
        <Line text={entry.use} />
      </p>
      <div style={list('do')} data-usage-do>
        <h3>Do</h3>
        <ul>
          {entry.do.map((line) => (
            <li key={line}>
              <Line text={line} />
            </li>
          ))}
        </ul>
      </div>
      <div style={list('dont')} data-usage-dont>
        <h3>Don’t</h3>
        <ul>
          {entry.dont.map((line) => (
            <li key={line}>
              <Line text={line} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function DocsPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Usage />
      <Primary />
      <Controls />
      <Stories />
    </>
  );
}
