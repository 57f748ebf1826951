import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { createCertificationStore } from '@mall/domain';
import { DeliveryFacts, ErrorState, InlineNote, Panel, Skeleton } from '@mall/ui';
import { useFeature, useStores } from '../../../stores/StoresContext.tsx';
import { hrefTo } from '../../../routes/links.ts';

/**
 * userInfo/companyInfo (企业信息): the certified company as the mall approved it. A user not yet
 * certified is sent to 企业认证.
 */
export const CompanyInfoPage = observer(function CompanyInfoPage() {
  const { session } = useStores();
  return (
    <Panel title="企业信息">
      {session.isCertified ? (
        <CompanyFacts />
      ) : (
        <InlineNote>
          完成企业认证后即可查看企业信息，<a href={hrefTo('companyCreate')}>去认证</a>
        </InlineNote>
      )}
    </Panel>
  );
});

const CompanyFacts = observer(function CompanyFacts() {
  const { session } = useStores();
  const store = useFeature(createCertificationStore);
  const { certification } = store;

  useEffect(() => {
    void store.load();
  }, [store]);

  if (certification.status === 'error') {
    return <ErrorState message={certification.error} onRetry={() => void store.load()} />;
  }
  if (certification.status !== 'ready') return <Skeleton />;
  const company = certification.data?.company;
  const form = certification.data?.form;
  return (
    <DeliveryFacts
      facts={[
        { label: '企业名称', value: company?.companyName ?? session.user?.companyName ?? '-' },
        { label: '认证状态', value: '已认证' },
        { label: '统一社会信用代码', value: company?.creditCode ?? '-' },
        { label: '法定代表人', value: form?.legalPerson ?? '-' },
        { label: '联系人', value: company?.contactName ?? '-' },
        { label: '联系电话', value: company?.contactPhone ?? '-' },
        { label: '认证时间', value: certification.data?.submittedAt ?? '-' },
        { label: '账号角色', value: session.isAdmin ? '企业管理员' : '企业员工' },
      ]}
    />
  );
});
