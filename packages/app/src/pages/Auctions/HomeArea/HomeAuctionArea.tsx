import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { createHomeAuctionStore } from '@mall/domain';
import { AuctionWindow } from '@mall/ui';
import { useFeature, useStores } from '../../../stores/StoresContext.tsx';
import { HOME_AUCTION_AREA, href, links } from '../../../routes/links.ts';
import { lotTiming } from '../shared/lotTiming.ts';

/**
 * The home page's auction area, loaded lazily by the home page: nothing while control/info has
 * not said auctionFlag 1 (or failed); then the window of activities and the latest bids. Its
 * polls and its clock run only while it is on screen (and the page visible).
 */
export const HomeAuctionArea = observer(function HomeAuctionArea() {
  const { session } = useStores();
  const store = useFeature(createHomeAuctionStore);
  const root = useRef<HTMLDivElement>(null);
  const { token } = session;

  // Reserved activities are the user's: asked for again when the user signs in or out.
  useEffect(() => {
    void store.load();
  }, [store, token]);

  const { shown } = store;
  // 快捷入口's 竞拍专场 opens the home page at this area.
  const [params] = useSearchParams();
  const wanted = params.get('area') === HOME_AUCTION_AREA;
  useEffect(() => {
    if (shown && wanted) root.current?.scrollIntoView();
  }, [shown, wanted]);
  useEffect(() => {
    const element = root.current;
    if (!shown || !element) return;
    const observer = new IntersectionObserver(([entry]) => {
      store.setOnScreen(entry?.isIntersecting ?? false);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      store.stop();
    };
  }, [store, shown]);

  if (!shown) return null;
  const now = store.clock.now;
  return (
    <div ref={root}>
      <AuctionWindow
        items={store.window.map((activity, index) => {
          const { phaseText, countdown } = lotTiming(activity, now);
          return {
            id: activity.id,
            title: activity.title,
            phase: phaseText,
            countdown,
            href: href(links.auction(activity.id)),
            active: store.moveIndex + index === store.activeIndex,
          };
        })}
        position={{ first: store.moveIndex + 1, total: store.activities?.length ?? 0 }}
        canMoveBack={store.canMoveBack}
        canMoveOn={store.canMoveOn}
        onMove={store.move}
        rollText={store.rollText.map(({ text }) => text)}
      />
    </div>
  );
});
