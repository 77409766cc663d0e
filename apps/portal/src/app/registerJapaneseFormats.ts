import 'dayjs/locale/ja.js';
import { addLocale } from 'primereact/api';

let registered = false;

/**
 * Registers what Japanese needs besides the portal's texts: dayjs's `ja` locale (month and day names) and PrimeReact's
 * built-in texts (a dropdown's "No results", the close button of a toast or dialog, a table's page labels), which
 * PrimeReact does not ship. Loaded with the first use of Japanese.
 */
export function registerJapaneseFormats(): void {
  if (!registered) {
    registered = true;
    addLocale('ja', {
      accept: 'はい',
      reject: 'いいえ',
      choose: '選択',
      upload: 'アップロード',
      cancel: 'キャンセル',
      clear: 'クリア',
      close: '閉じる',
      apply: '適用',
      emptyMessage: '結果がありません',
      emptyFilterMessage: '該当する結果がありません',
      aria: {
        close: '閉じる',
        previous: '前へ',
        next: '次へ',
        navigation: 'ナビゲーション',
        scrollTop: '先頭へスクロール',
        selectAll: 'すべて選択',
        unselectAll: 'すべて選択解除',
        trueLabel: 'はい',
        falseLabel: 'いいえ',
        nullLabel: '未選択',
        star: '1 つ星',
        stars: '{star} つ星',
        showFilterMenu: 'フィルターメニューを表示',
        hideFilterMenu: 'フィルターメニューを隠す',
        filterOperator: 'フィルター演算子',
        filterConstraint: 'フィルター条件',
        editRow: '行を編集',
        saveEdit: '編集を保存',
        cancelEdit: '編集をキャンセル',
        listView: 'リスト表示',
        gridView: 'グリッド表示',
        slide: 'スライド',
        slideNumber: '{slideNumber}',
        zoomImage: '画像を拡大',
        zoomIn: '拡大',
        zoomOut: '縮小',
        rotateRight: '右に回転',
        rotateLeft: '左に回転',
        selectRow: '行を選択',
        unselectRow: '行の選択を解除',
        expandRow: '行を展開',
        collapseRow: '行を折りたたむ',
        rowsPerPageLabel: '1 ページあたりの行数',
        jumpToPageDropdownLabel: 'ページへ移動',
        jumpToPageInputLabel: 'ページへ移動',
        firstPageLabel: '最初のページ',
        lastPageLabel: '最後のページ',
        nextPageLabel: '次のページ',
        prevPageLabel: '前のページ',
        pageLabel: '{page} ページ',
      },
    });
  }
}
