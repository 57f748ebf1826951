import { stateGlossary } from './states.ts';
import { DocTable } from './DocTable.tsx';

/** The usual state names of page stories and what each means. */
export function StateGlossary() {
  return (
    <DocTable columns={['状态名', '含义']}>
      {stateGlossary.map(({ name, meaning }) => (
        <tr key={name}>
          <th scope="row">
            <code>{name}</code>
          </th>
          <td>{meaning}</td>
        </tr>
      ))}
    </DocTable>
  );
}
