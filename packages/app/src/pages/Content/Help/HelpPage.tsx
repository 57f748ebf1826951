import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { DocFrame } from '../shared/DocFrame.tsx';
import { DocumentView } from '../shared/DocumentView.tsx';
import { useContentStore } from '../shared/useContentStore.ts';
import { FeedbackPage } from '../Feedback/FeedbackPage.tsx';
import { href, links } from '../../../routes/links.ts';

/** The help centre's :type of the feedback form (chosen: the spec gives feedback no route). */
export const FEEDBACK_TYPE = 'feedback';

/**
 * /home/modelHelp/:type: the help centre's menu and the page of :type (with its files to
 * download); modelHelp/feedback is the feedback form.
 */
export const HelpPage = observer(function HelpPage() {
  const content = useContentStore();
  const type = useParams().type ?? '';
  return (
    <DocFrame area="help" activeHref={href(links.help(type))}>
      {type === FEEDBACK_TYPE ? <FeedbackPage /> : <DocumentView page={content.helpPage(type)} />}
    </DocFrame>
  );
});
