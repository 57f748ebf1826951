/**
 * Every path the client calls, relative to the base `/api/csr`, grouped by area. Paths that
 * the spec does not show are chosen here once, each with a comment, so that the client and
 * the sandbox agree.
 */
export const paths = {
  auth: {
    login: '/user/login',
    sendSms: '/user/sendSms',
    smsLogin: '/user/sms/Login',
    register: '/user/register',
    checkUser: '/user/check/user',
    forget: '/user/forget',
    qrGenerate: '/pc/login/user/generateCode',
    qrInfo: '/pc/login/user/getCodeInfo',
    thirdCheck: '/pc/login/user/thirdCheckP',
    thirdLogin: '/pc/login/user/thirdLogin',
    /** Marks the new-user guide as done (spec: updateIsFinishAppGuide, used for the PC guide too). */
    finishGuide: '/pc/login/user/updateIsFinishAppGuide',
  },
  user: {
    /** Spec: "user info calls used by the shared stores: paths not shown". Chosen: the listed getUserInfo. */
    info: '/info/user/getUserInfo',
    /** Updates the user's own fields; the notification settings send isPush, pushApp, pushDx, pushWx. */
    updateInfo: '/info/user/updateUserInfo',
  },
  orders: {
    /** Order counts for the stage tabs (spec 7, "Counts and reasons"). The other order calls are `orderPaths` (contract/orders.ts). */
    count: '/pc/new/mall/order/getAppMallOrderCount',
  },
  cart: {
    /** Spec: "cart number: path not shown". Chosen: the listed getPCMyCartNewCount. */
    count: '/pc/new/mall/cart/getPCMyCartNewCount',
    /** The lines that can be ordered (optional carType). */
    list: '/pc/new/mall/cart/getPCMyCartNewList',
    /** The shadow list: lines whose goods changed since added (optional carType). */
    shadowList: '/pc/new/mall/cart/getPCMyCartListShadowNew',
    /** The sold-out lines (optional carType). */
    soldOutList: '/pc/new/mall/cart/getPCMyCartSellOutList',
    /** batchId, carType and (chosen) weight in tonnes. */
    add: '/pc/new/mall/cart/addCart',
    /** Followed by '/{batchId}': removes the batch's lines from every cart. */
    deleteByBatch: '/pc/new/mall/cart/delCartByBid',
    /** Followed by '/{cartId}': removes one line. */
    deleteByCart: '/pc/new/mall/cart/delCartByCid',
    /** Removes every sold-out line ("delete all sold out"). */
    deleteSoldOut: '/pc/new/mall/cart/delSaleOut',
    /**
     * Chosen (the spec lists no call for the cart's make-order page): POST { cartIds } makes
     * one order to be submitted from those lines, with an Idempotency-Key; answers
     * { orderId, orderNo }.
     */
    makeOrder: '/pc/new/mall/cart/makeOrder',
  },
  goods: {
    /**
     * Chosen (the spec lists no search call): one page of goods batches for modelStore/search
     * and searchSecondGrade, next to the listed productBatch/suggestion.
     */
    search: '/pc/mall/productBatch/list',
    /** Chosen: followed by '/{batchId}', one batch for modelStore/detail/:id. */
    detail: '/pc/mall/productBatch/detail',
    /** The search filters and their values (also the home page's categories). */
    propertyList: '/pc/mall/product/getPropertyList',
    /** Search words completing `key`, while typing. */
    suggestion: '/pc/mall/productBatch/suggestion',
    /** A page of spot goods (pageNum, pageSize), for the home page. */
    spotList: '/pc/theNow/theNow/selectCommodityList',
    /** Chosen: GET the goods the user may like, next to the listed call that records them. */
    mayLike: '/bi/userActionRecord/getMayLikeProductAtHome',
    /** POST { batchId }: a batch opened from the home page, which shapes the may-like list. */
    addMayLike: '/bi/userActionRecord/addMayLikeProductAtHome',
  },
  messages: {
    /** Spec: "message count: path not shown". Chosen: the listed queryCount. */
    count: '/pc/message/message/queryCount',
    /** The message centre's tabs. */
    typeList: '/pc/message/message/selectMessageTypeListByGroup',
    /** The drop-down's latest messages (optional messageTypeId). */
    latest: '/pc/message/message/getLatestMessageList',
    /** One page of a type's messages (messageTypeId, pageNum, pageSize). */
    list: '/pc/message/message/getMessageList',
    /** Marks every message read ('mark all read'). */
    clearUnread: '/pc/message/message/clearUnread',
    /** Marks every message of a type read (messageTypeId); called when its tab opens. */
    changeTypeStatus: '/pc/message/message/changeStatus/messageTypeId',
    /** Chosen: marks one message read (id), when it is clicked. */
    changeStatus: '/pc/message/message/changeStatus',
    /** The notification settings tree. */
    settings: '/pc/message/message/getMessageTypeList',
    /** POST { messageTypeId, receive }: a type and all its sub-settings. */
    batchUpdateSetting: '/pc/message/message/batchUpdateMessageSetting',
    /** POST { messageSettingId, receive }: one sub-setting. */
    updateSetting: '/pc/message/message/updateMessageSetting',
    /** bizCode to page: where a clicked message leads. */
    jumpMap: '/messageCenter/type/message/all',
  },
  common: {
    todayLvPrice: '/mall/orderNew/getTodayLvPrice',
    hotSearchKey: '/userDemand/user/demand/products/hotSearchKey',
    /** Reminder poll (ARCHITECTURE.md: implied by the spec's names). */
    queryAction: '/pc/common/flashAction/queryAction',
    /** Clearing a reminder. */
    consumeAction: '/pc/common/flashAction/consume',
    /** Chosen: the 我的提醒 page's list of every reminder, consumed or not (pageNum, pageSize). */
    reminderHistory: '/pc/common/flashAction/history',
    /** The customer-service chat widget's login identity. */
    customerServiceToken: '/customer/service/token',
    /** The information types with their newest articles, for the home page. */
    infos: '/info/type/getInfos',
  },
  customerService: {
    /**
     * Chosen (the spec shows none of the chat's calls). GET with account, pageNum, pageSize: one
     * page of the chat with a sub-account, page 1 the newest. POST { account, type, message }
     * (Idempotency-Key): the buyer's message; answers it with the agent's reply. Both need a
     * certified user and the chat token in `X-Chat-Token`.
     */
    messages: '/customer/service/messages',
  },
  content: {
    /** Chosen: GET, paged (pageNum, pageSize); ongoing promotions first. */
    promotionList: '/pc/mall/promotion/list',
    /** Chosen: GET, paged (pageNum, pageSize, optional typeId); newest articles first. */
    infoList: '/info/info/list',
    /** Chosen: GET ?id=: one article with its HTML; counts a view. */
    infoDetail: '/info/info/detail',
    /** Chosen: GET ?type=: a help centre page (modelHelp/:type). */
    helpDetail: '/info/help/detail',
    /** Chosen: GET ?type=: a page of 关于我们 (aboutUs/:type). */
    aboutDetail: '/info/aboutUs/detail',
    /** Chosen: GET: the FAQ's questions, in display order. */
    faqList: '/info/aboutUs/faq/list',
    /** Chosen: GET ?id=: one FAQ entry (aboutUsAskAboutDetail/:id). */
    faqDetail: '/info/aboutUs/faq/detail',
    /** POST { id }: records that a FAQ entry was opened (the body is chosen). */
    checkAboutUs: '/bi/userActionRecord/checkAboutUs',
    /** Chosen: GET, paged (pageNum, pageSize); newest questions first. */
    questionList: '/info/askAbout/list',
    /** Chosen: GET ?id=: one question with its answers. */
    questionDetail: '/info/askAbout/detail',
    /** Chosen: POST { title, content } (Idempotency-Key): asks a question; needs a login. */
    ask: '/info/askAbout/ask',
    /** POST { type, content, mobile? }: feedback (the body is chosen); needs a login. */
    feedback: '/pc/mall/feedback',
    /** GET ?usePage=: a protocol's title and HTML (用户协议, 隐私政策). */
    protocol: '/base/protocol/use/page',
    /** GET ?path=&fileName=: a file, with the name to save it under in Content-Disposition. */
    download: '/file/download/fileName1',
  },
} as const;
