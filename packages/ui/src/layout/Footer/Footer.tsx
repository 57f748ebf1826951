import { useId } from 'react';
import styled from 'styled-components';
import { space } from '../../theme/index.ts';
import { Container } from '../shared/Container.ts';

/** A titled column of footer links. */
export interface FooterLinkGroup {
  /** The column's title, e.g. 关于我们. */
  title: string;
  /** The column's links, in order. */
  links: readonly { label: string; href: string }[];
}

/** One line of the company's contact details, e.g. 客服热线 400-000-0000. */
export interface FooterContact {
  /** What the line is, e.g. 客服热线. */
  label: string;
  /** The detail itself. */
  value: string;
}

export interface FooterProps {
  /** The link columns. */
  groups: readonly FooterLinkGroup[];
  /** The company's contact details, shown beside the links. */
  contacts: readonly FooterContact[];
  /** The ICP filing number, e.g. 粤ICP备00000000号. */
  icp: string;
  /** The copyright line, e.g. © 2026 铝材现货商城 版权所有. */
  copyright: string;
}

const Root = styled.footer`
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textSecondary};
`;

const Top = styled(Container)`
  display: flex;
  justify-content: space-between;
  gap: ${space(7)};
  padding-block: ${space(6)};
`;

const Groups = styled.nav`
  display: flex;
  gap: ${space(7)};
`;

const GroupTitle = styled.span`
  display: block;
  margin-bottom: ${space(2)};
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const List = styled.ul`
  display: grid;
  gap: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.xs};

  & a {
    display: inline-block;
    min-height: 24px;
    line-height: 24px;
    color: ${({ theme }) => theme.color.textSecondary};
  }
  & a:hover {
    color: ${({ theme }) => theme.color.primary};
  }
`;

const Contacts = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  gap: ${space(1)} ${space(3)};
  align-content: start;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};

  & > div {
    display: contents;
  }
  & dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  & dd {
    margin: 0;
    color: ${({ theme }) => theme.color.text};
    font-variant-numeric: tabular-nums;
  }
`;

const Bottom = styled.div`
  border-top: 1px solid ${({ theme }) => theme.color.border};
  padding-block: ${space(3)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.xs};
  text-align: center;

  & > p {
    margin: 0;
  }
  & span + span {
    margin-left: ${space(4)};
  }
`;

function LinkGroup({ group }: { group: FooterLinkGroup }) {
  const titleId = useId();
  return (
    <div>
      <GroupTitle id={titleId}>{group.title}</GroupTitle>
      <List aria-labelledby={titleId}>
        {group.links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </List>
    </div>
  );
}

/** The full-width site footer: link columns, the company's contacts, ICP filing and copyright. */
export function Footer({ groups, contacts, icp, copyright }: FooterProps) {
  return (
    <Root aria-label="网站页脚">
      <Top>
        <Groups aria-label="页脚导航">
          {groups.map((group) => (
            <LinkGroup key={group.title} group={group} />
          ))}
        </Groups>
        <Contacts>
          {contacts.map((contact) => (
            <div key={contact.label}>
              <dt>{contact.label}</dt>
              <dd>{contact.value}</dd>
            </div>
          ))}
        </Contacts>
      </Top>
      <Bottom>
        <p>
          <span>{copyright}</span>
          <span>{icp}</span>
        </p>
      </Bottom>
    </Root>
  );
}
