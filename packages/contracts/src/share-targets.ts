/**
 * Share targets of the Traffic Sources page (spec §2.21): real services' public share endpoints.
 * `{url}` and `{text}` are replaced with URL-encoded values; a template without `{url}` is not valid.
 */
export interface ShareTarget {
  /** Stable id (used as a React key and in tests). */
  id: string;
  name: string;
  template: string;
}

const t = (id: string, name: string, template: string): ShareTarget => ({ id, name, template });

export const SHARE_TARGETS: readonly ShareTarget[] = [
  t('facebook', 'Facebook', 'https://www.facebook.com/sharer/sharer.php?u={url}&quote={text}'),
  t('twitter', 'X (Twitter)', 'https://twitter.com/intent/tweet?url={url}&text={text}'),
  t('linkedin', 'LinkedIn', 'https://www.linkedin.com/sharing/share-offsite/?url={url}'),
  t('reddit', 'Reddit', 'https://www.reddit.com/submit?url={url}&title={text}'),
  t('pinterest', 'Pinterest', 'https://pinterest.com/pin/create/button/?url={url}&description={text}'),
  t('tumblr', 'Tumblr', 'https://www.tumblr.com/widgets/share/tool?canonicalUrl={url}&caption={text}'),
  t('telegram', 'Telegram', 'https://t.me/share/url?url={url}&text={text}'),
  t('whatsapp', 'WhatsApp', 'https://api.whatsapp.com/send?text={text}%20{url}'),
  t('email', 'Email', 'mailto:?subject={text}&body={url}'),
  t('vk', 'VK', 'https://vk.com/share.php?url={url}&title={text}'),
  t('weibo', 'Weibo', 'https://service.weibo.com/share/share.php?url={url}&title={text}'),
  t('xing', 'Xing', 'https://www.xing.com/spi/shares/new?url={url}'),
  t('buffer', 'Buffer', 'https://buffer.com/add?url={url}&text={text}'),
  t('pocket', 'Pocket', 'https://getpocket.com/save?url={url}&title={text}'),
  t('flipboard', 'Flipboard', 'https://share.flipboard.com/bookmarklet/popout?v=2&url={url}&title={text}'),
  t('hackernews', 'Hacker News', 'https://news.ycombinator.com/submitlink?u={url}&t={text}'),
  t('line', 'Line', 'https://social-plugins.line.me/lineit/share?url={url}'),
  t('skype', 'Skype', 'https://web.skype.com/share?url={url}&text={text}'),
  t('viber', 'Viber', 'viber://forward?text={text}%20{url}'),
  t('mix', 'Mix', 'https://mix.com/add?url={url}'),
  t('evernote', 'Evernote', 'https://www.evernote.com/clip.action?url={url}&title={text}'),
  t('blogger', 'Blogger', 'https://www.blogger.com/blog-this.g?u={url}&n={text}'),
  t('diigo', 'Diigo', 'https://www.diigo.com/post?url={url}&title={text}'),
  t('digg', 'Digg', 'https://digg.com/submit?url={url}&title={text}'),
  t('instapaper', 'Instapaper', 'https://www.instapaper.com/edit?url={url}&title={text}'),
  t('livejournal', 'LiveJournal', 'https://www.livejournal.com/update.bml?subject={text}&event={url}'),
  t('odnoklassniki', 'Odnoklassniki', 'https://connect.ok.ru/offer?url={url}&title={text}'),
  t('mailru', 'Mail.Ru', 'https://connect.mail.ru/share?url={url}&title={text}'),
  t('qzone', 'Qzone', 'https://sns.qzone.qq.com/cgi-bin/qzshare/cgi_qzshare_onekey?url={url}&title={text}'),
  t('douban', 'Douban', 'https://www.douban.com/recommend/?url={url}&title={text}'),
  t('baidu', 'Baidu', 'https://cang.baidu.com/do/add?iu={url}&it={text}'),
  t('renren', 'Renren', 'https://widget.renren.com/dialog/share?resourceUrl={url}&title={text}'),
  t('plurk', 'Plurk', 'https://www.plurk.com/?qualifier=shares&status={url}%20{text}'),
  t('wordpress', 'WordPress', 'https://wordpress.com/press-this.php?u={url}&t={text}'),
  t('trello', 'Trello', 'https://trello.com/add-card?mode=popup&url={url}&name={text}'),
  t('gmail', 'Gmail', 'https://mail.google.com/mail/?view=cm&su={text}&body={url}'),
  t(
    'outlook',
    'Outlook.com',
    'https://outlook.live.com/owa/?path=/mail/action/compose&subject={text}&body={url}',
  ),
  t('yahoomail', 'Yahoo Mail', 'https://compose.mail.yahoo.com/?subject={text}&body={url}'),
  t('aolmail', 'AOL Mail', 'https://mail.aol.com/webmail-std/en-us/suite?subject={text}&body={url}'),
  t('sms', 'SMS', 'sms:?body={text}%20{url}'),
  t(
    'messenger',
    'Facebook Messenger',
    'https://www.facebook.com/dialog/send?link={url}&app_id=291494419107518&redirect_uri={url}',
  ),
  t('threads', 'Threads', 'https://www.threads.net/intent/post?text={text}%20{url}'),
  t('bluesky', 'Bluesky', 'https://bsky.app/intent/compose?text={text}%20{url}'),
  t('mastodon', 'Mastodon', 'https://mastodonshare.com/?url={url}&text={text}'),
  t('googleclassroom', 'Google Classroom', 'https://classroom.google.com/u/0/share?url={url}'),
  t(
    'googlebookmarks',
    'Google Bookmarks',
    'https://www.google.com/bookmarks/mark?op=edit&bkmk={url}&title={text}',
  ),
  t('googletranslate', 'Google Translate', 'https://translate.google.com/translate?u={url}'),
  t('kakao', 'KakaoStory', 'https://story.kakao.com/share?url={url}'),
  t('naver', 'Naver', 'https://share.naver.com/web/shareView?url={url}&title={text}'),
  t('band', 'Band', 'https://band.us/plugin/share?body={text}%20{url}'),
  t('myspace', 'Myspace', 'https://myspace.com/post?u={url}&t={text}'),
  t('meneame', 'Meneame', 'https://www.meneame.net/submit.php?url={url}'),
  t('amazonwishlist', 'Amazon Wish List', 'https://www.amazon.com/wishlist/add?u={url}&t={text}'),
  t('tencentqq', 'Tencent QQ', 'https://connect.qq.com/widget/shareqq/index.html?url={url}&title={text}'),
  t('yummly', 'Yummly', 'https://www.yummly.com/urb/verify?url={url}&title={text}'),
  t('refind', 'Refind', 'https://refind.com/?url={url}'),
  t('raindrop', 'Raindrop.io', 'https://app.raindrop.io/add?link={url}&title={text}'),
  t('papaly', 'Papaly', 'https://papaly.com/api/share.html?url={url}&title={text}'),
  t('bibsonomy', 'BibSonomy', 'https://www.bibsonomy.org/ShowBookmarkEntry?url={url}&description={text}'),
  t('citeulike', 'CiteULike', 'https://www.citeulike.org/posturl?url={url}&title={text}'),
  t('folkd', 'Folkd', 'https://www.folkd.com/submit/{url}'),
  t('balatarin', 'Balatarin', 'https://www.balatarin.com/links/submit?phase=2&url={url}&title={text}'),
  t('bitty', 'Bitty Browser', 'https://www.bittybrowser.com/?bittyurl={url}'),
  t('blinklist', 'BlinkList', 'https://www.blinklist.com/blink?u={url}&t={text}'),
  t(
    'bookmarksfr',
    'Bookmarks.fr',
    'https://www.bookmarks.fr/Connexion/?action=add&address={url}&title={text}',
  ),
  t('box', 'Box.net', 'https://www.box.net/api/1.0/import?import_as=link&url={url}&name={text}'),
  t('diaspora', 'Diaspora', 'https://share.diasporafoundation.org/?url={url}&title={text}'),
  t('draugiem', 'Draugiem', 'https://www.draugiem.lv/say/ext/add.php?link={url}&title={text}'),
  t('fark', 'Fark', 'https://www.fark.com/submit?new_url={url}'),
  t('hatena', 'Hatena', 'https://b.hatena.ne.jp/entry/panel/?url={url}&btitle={text}'),
  t('kindle', 'Push to Kindle', 'https://pushtokindle.fivefilters.org/send.php?url={url}'),
  t('known', 'Known', 'https://withknown.com/share?share_type=note&url={url}&title={text}'),
  t('mewe', 'MeWe', 'https://mewe.com/share?link={url}'),
  t('mendeley', 'Mendeley', 'https://www.mendeley.com/import/?url={url}'),
  t('mixi', 'Mixi', 'https://mixi.jp/share.pl?u={url}'),
  t('newsvine', 'Newsvine', 'https://www.newsvine.com/_tools/seed&save?u={url}&h={text}'),
  t('hootsuite', 'Hootsuite', 'https://hootsuite.com/hootlet/load?address={url}&title={text}'),
  t('pinboard', 'Pinboard', 'https://pinboard.in/add?url={url}&title={text}'),
  t('qrcode', 'QR Code', 'https://api.qrserver.com/v1/create-qr-code/?size=300x300&data={url}'),
  t(
    'rediff',
    'Rediff MyPage',
    'https://share.rediff.com/bookmark/addbookmark?bookmarkurl={url}&title={text}',
  ),
  t('scoopit', 'Scoop.it', 'https://www.scoop.it/bookmarklet?url={url}&title={text}'),
  t('slashdot', 'Slashdot', 'https://slashdot.org/bookmark.pl?url={url}&title={text}'),
  t('stocktwits', 'StockTwits', 'https://stocktwits.com/widgets/share?body={text}%20{url}'),
  t('svejo', 'Svejo', 'https://svejo.net/story/submit_by_url?url={url}&title={text}'),
  t('symbaloo', 'Symbaloo', 'https://www.symbaloo.com/us/add/?url={url}&title={text}'),
  t('threema', 'Threema', 'threema://compose?text={text}%20{url}'),
  t(
    'typepad',
    'TypePad',
    'https://www.typepad.com/services/quickpost/post?v=2&qp_show=ac&qp_title={text}&qp_href={url}',
  ),
  t('wanelo', 'Wanelo', 'https://wanelo.com/p/post?bookmarklet=&images%5B%5D=&url={url}&title={text}'),
  t('wykop', 'Wykop', 'https://www.wykop.pl/dodaj/link/?url={url}&title={text}'),
  t('yoolink', 'Yoolink', 'https://yoolink.to/addorshare?url_value={url}&title={text}'),
  t('tuenti', 'Tuenti', 'https://www.tuenti.com/share?p=b5dd6602&url={url}'),
  t('snapchat', 'Snapchat', 'https://www.snapchat.com/scan?attachmentUrl={url}'),
];

/** The share address for a target, with the URL and text encoded in. */
export function buildShareUrl(target: ShareTarget, url: string, text = ''): string {
  return target.template
    .replaceAll('{url}', encodeURIComponent(url))
    .replaceAll('{text}', encodeURIComponent(text));
}
