import { stateGlossary } from './states.ts';

/** The usual state names of page stories and what each means. */
export function StateGlossary() {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">状态名</th>
          <th scope="col">含义</th>
        </tr>
      </thead>
      <tbody>
        {stateGlossary.map(({ name, meaning }) => (
          <tr key={name}>
            <th scope="row">
              <code>{name}</code>
            </th>
            <td>{meaning}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
