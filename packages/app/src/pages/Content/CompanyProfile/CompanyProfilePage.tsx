import { StandaloneFrame } from '@mall/ui';
import { footer } from '../../../shell/navigation.ts';
import { DocumentView } from '../shared/DocumentView.tsx';
import { useContentStore } from '../shared/useContentStore.ts';

/** The 关于我们 page the company profile shows. */
export const PROFILE_TYPE = 'company';

/**
 * /outside/companyProfile (whiteRoute, bare layout): the company introduction on its own,
 * outside the mall's header, for sharing.
 */
export function CompanyProfilePage() {
  const content = useContentStore();
  return (
    <StandaloneFrame caption="企业简介" copyright={footer.copyright}>
      <DocumentView page={content.aboutPage(PROFILE_TYPE)} />
    </StandaloneFrame>
  );
}
