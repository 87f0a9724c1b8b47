// Published blog posts of the seed database: fictional editorial content about the region.

export interface SeedPost {
  slug: string;
  title: string;
  category: string;
  excerpt: string;
  tags: string[];
  targetKeywords: string[];
  daysAgo: number;
  views: number;
  content: string;
}

export const SEED_POSTS: SeedPost[] = [
  {
    slug: 'nemrut-dagi-gun-dogumu-rehberi',
    title: 'Nemrut Dağı’nda Gün Doğumu: Adım Adım Gezi Rehberi',
    category: 'Tourism',
    excerpt:
      'Nemrut Dağı’nın zirvesinde gün doğumunu izlemek için ne zaman yola çıkmalı, ne giymeli ve nerede konaklamalı?',
    tags: ['Nemrut', 'Kâhta', 'gün doğumu'],
    targetKeywords: ['nemrut dağı gezi', 'nemrut gün doğumu', 'kahta otelleri'],
    daysAgo: 3,
    views: 412,
    content: `<h2>Neden gün doğumu?</h2>
<p>Kommagene Kralı I. Antiochos’un tümülüsü, 2.150 metre yükseklikte, doğu ve batı terasındaki dev heykellerle çevrilidir. Güneşin ilk ışıkları doğu terasındaki başlara vurduğunda taşların rengi dakikalar içinde değişir.</p>
<h2>Yola çıkış saati</h2>
<p>Kâhta’dan zirve otoparkına yol yaklaşık bir buçuk saat sürer. Otoparktan tümülüse ise yaklaşık 20 dakikalık bir yürüyüş vardır. Yaz aylarında gece 02:30 civarında yola çıkmak yeterlidir.</p>
<h3>Yanınıza alın</h3>
<ul>
<li>Kalın bir mont: zirvede temmuzda bile sıcaklık 5 °C’ye düşebilir.</li>
<li>El feneri ve rahat yürüyüş ayakkabısı.</li>
<li>Termosta sıcak çay.</li>
</ul>
<h2>Konaklama</h2>
<p>Kâhta ve Karadut köyündeki pansiyonlar erken kahvaltı ve transfer ayarlayabilir. Rehberimizdeki <a href="/businesses?category=Oteller&amp;district=K%C3%A2hta">Kâhta otellerine</a> göz atabilirsiniz.</p>`,
  },
  {
    slug: 'adiyaman-cig-koftesi-nasil-yapilir',
    title: 'Adıyaman Çiğ Köftesi: Yoğurmanın Püf Noktaları',
    category: 'Food & Dining',
    excerpt:
      'Adıyaman’ın simgesi çiğ köftenin ince bulguru, isotu ve sabırla yoğrulan kıvamı üzerine bir lezzet yazısı.',
    tags: ['çiğ köfte', 'yöresel mutfak'],
    targetKeywords: ['adıyaman çiğ köfte', 'çiğ köfte tarifi'],
    daysAgo: 6,
    views: 958,
    content: `<h2>Bulgur ve isot</h2>
<p>Adıyaman çiğ köftesinin sırrı, ince köftelik bulgurun isot ve salçayla uzun süre yoğrulmasındadır. Yoğurma sırasında bulgur yavaş yavaş şişer ve köfte kendi kıvamını bulur.</p>
<h2>Malzemeler</h2>
<table>
<thead><tr><th>Malzeme</th><th>Miktar</th></tr></thead>
<tbody>
<tr><td>İnce bulgur</td><td>500 g</td></tr>
<tr><td>İsot</td><td>2 yemek kaşığı</td></tr>
<tr><td>Biber salçası</td><td>2 yemek kaşığı</td></tr>
<tr><td>Yeşil soğan, maydanoz</td><td>1 demet</td></tr>
</tbody>
</table>
<h2>Servis</h2>
<p>Marul yaprağı, nar ekşisi ve limonla servis edilir. Şehirde usta ellerden tatmak için <a href="/businesses?subcategory=cig-kofteciler">çiğ köftecilere</a> uğrayabilirsiniz.</p>`,
  },
  {
    slug: 'kommagene-kralligi-kisa-tarih',
    title: 'Kommagene Krallığı’na Kısa Bir Yolculuk',
    category: 'Culture',
    excerpt: 'Arsameia’dan Cendere Köprüsü’ne, Kommagene Krallığı’nın Adıyaman’da bıraktığı izleri kısaca anlatıyoruz.',
    tags: ['Kommagene', 'tarih', 'Arsameia'],
    targetKeywords: ['kommagene krallığı', 'arsameia', 'cendere köprüsü'],
    daysAgo: 10,
    views: 301,
    content: `<h2>Bir krallığın başkenti</h2>
<p>Kommagene Krallığı, MÖ 1. yüzyılda Fırat’ın batısında hüküm sürdü. Yazlık başkent Arsameia, Kâhta çayının kıyısında, Eski Kâhta Kalesi’nin karşısındadır.</p>
<h2>Görülmesi gerekenler</h2>
<ol>
<li><strong>Arsameia:</strong> Mithridates ile Herakles’in tokalaşma kabartması.</li>
<li><strong>Cendere Köprüsü:</strong> Roma döneminden kalma, tek kemerli taş köprü.</li>
<li><strong>Karakuş Tümülüsü:</strong> Kraliyet kadınları için yapılmış anıt mezar.</li>
</ol>
<p>Hepsi Nemrut Dağı yolu üzerindedir; aynı günde gezilebilir.</p>`,
  },
  {
    slug: 'golbasi-golleri-doga-yuruyusu',
    title: 'Gölbaşı Gölleri’nde Hafta Sonu Doğa Yürüyüşü',
    category: 'Tourism',
    excerpt:
      'Azaplı, İnekli ve Gölbaşı gölleri çevresinde ailece yapılabilecek kolay bir hafta sonu rotası öneriyoruz.',
    tags: ['Gölbaşı', 'doğa', 'yürüyüş'],
    targetKeywords: ['gölbaşı gölleri', 'adıyaman doğa yürüyüşü'],
    daysAgo: 14,
    views: 187,
    content: `<h2>Rota</h2>
<p>Gölbaşı ilçe merkezinden başlayan rota, göl kıyısındaki yürüyüş yolu boyunca yaklaşık 6 kilometre sürer. Yol düzdür, çocuklarla rahatça yürünebilir.</p>
<h2>Ne zaman gidilmeli?</h2>
<p>İlkbaharda göç eden kuşları, sonbaharda ise kızıl yapraklı kavakları görmek için en güzel zamanlardır.</p>
<ul>
<li>Yanınıza dürbün alın.</li>
<li>Piknik alanlarında ateş yakma kurallarına uyun.</li>
</ul>`,
  },
  {
    slug: 'yerel-isletmeler-icin-dijital-gorunurluk',
    title: 'Yerel İşletmeler İçin Dijital Görünürlüğün Beş Adımı',
    category: 'Business',
    excerpt:
      'Adıyaman’daki küçük işletmelerin internette bulunabilir olması için atabileceği beş basit ve ücretsiz adım.',
    tags: ['dijital pazarlama', 'küçük işletme'],
    targetKeywords: ['yerel seo', 'işletme kaydı adıyaman'],
    daysAgo: 18,
    views: 143,
    content: `<h2>1. Doğru ve tutarlı bilgiler</h2>
<p>İşletme adınız, adresiniz ve telefonunuz her yerde aynı yazılmalı. Rehberimize <a href="/register-business">ücretsiz kayıt</a> olurken de aynı bilgileri kullanın.</p>
<h2>2. Çalışma saatleri</h2>
<p>Güncel çalışma saatleri müşterinin kapıdan dönmesini önler.</p>
<h2>3. Fotoğraflar</h2>
<p>Vitrin, iç mekân ve ürün fotoğrafları güven verir.</p>
<h2>4. Yorumlara yanıt</h2>
<p>Olumlu ya da olumsuz her yoruma kibarca yanıt verin.</p>
<h2>5. Sosyal medya</h2>
<p>Haftada bir paylaşım bile müşterilerinize işletmenizin açık ve canlı olduğunu gösterir.</p>`,
  },
  {
    slug: 'adiyaman-kahvalti-mekanlari',
    title: 'Adıyaman’da Güne Başlamak: Kahvaltı Kültürü',
    category: 'Food & Dining',
    excerpt: 'Tandır ekmeği, Besni üzümü pekmezi ve taze peynirle Adıyaman kahvaltısının vazgeçilmezleri.',
    tags: ['kahvaltı', 'yöresel mutfak', 'Besni'],
    targetKeywords: ['adıyaman kahvaltı', 'besni pekmezi'],
    daysAgo: 22,
    views: 264,
    content: `<h2>Sofranın olmazsa olmazları</h2>
<ul>
<li>Sıcak tandır ekmeği ve lavaş</li>
<li>Besni üzümünden pekmez ve tahin</li>
<li>Çökelek, lor ve taze köy peyniri</li>
<li>Isotlu yumurta</li>
</ul>
<h2>Nerede?</h2>
<p>Merkez’deki ev yemekleri lokantaları sabah erken saatte açılır; hafta sonları yer ayırtmanızı öneririz.</p>
<p>Rehberimizde <a href="/businesses?category=Restoranlar">restoranlar</a> kategorisine göz atın.</p>`,
  },
  {
    slug: 'besni-uzum-hasadi-ve-pestil',
    title: 'Besni’de Üzüm Hasadı ve Pestil Yapımı',
    category: 'Culture',
    excerpt: 'Eylül’de Besni bağlarında başlayan hasat, kazanlarda kaynayan pekmez ve güneşte kuruyan pestiller.',
    tags: ['Besni', 'hasat', 'pestil'],
    targetKeywords: ['besni üzümü', 'pestil yapımı'],
    daysAgo: 30,
    views: 198,
    content: `<h2>Bağ bozumu</h2>
<p>Besni’de eylül ayı bağ bozumu demektir. Aileler bağ evlerine taşınır, üzümler sabahın serinliğinde toplanır.</p>
<h2>Pekmezden pestile</h2>
<ol>
<li>Üzüm şırası süzülür ve kazanlarda kaynatılır.</li>
<li>Nişasta ile koyulaştırılan karışım bezlere ince ince serilir.</li>
<li>Güneşte kurutulan pestil, cevizle sarılarak köme yapılır.</li>
</ol>
<p>Hasat zamanı yöresel ürün satan dükkânlar en taze ürünleri sunar.</p>`,
  },
  {
    slug: 'adiyaman-kultur-ve-sanat-festivali',
    title: 'Adıyaman Kültür ve Sanat Günleri Programı',
    category: 'Events',
    excerpt: 'Konserler, halk oyunları ve yöresel ürün pazarıyla şehir meydanında düzenlenen kültür ve sanat günleri.',
    tags: ['etkinlik', 'festival', 'halk oyunları'],
    targetKeywords: ['adıyaman etkinlikleri', 'adıyaman festival'],
    daysAgo: 35,
    views: 120,
    content: `<h2>Program</h2>
<table>
<thead><tr><th>Gün</th><th>Etkinlik</th><th>Yer</th></tr></thead>
<tbody>
<tr><td>Cuma</td><td>Açılış konseri</td><td>Cumhuriyet Meydanı</td></tr>
<tr><td>Cumartesi</td><td>Halk oyunları gösterisi</td><td>Kültür Merkezi</td></tr>
<tr><td>Pazar</td><td>Yöresel ürün pazarı</td><td>Atatürk Bulvarı</td></tr>
</tbody>
</table>
<p>Tüm etkinlikler ücretsizdir. Program değişikliklerini blogumuzdan duyuracağız.</p>`,
  },
  {
    slug: 'cendere-koprusu-ve-arsameia-gezisi',
    title: 'Cendere Köprüsü ve Arsameia: Yarım Günlük Rota',
    category: 'Tourism',
    excerpt:
      'Kâhta’dan çıkıp Cendere Köprüsü, Arsameia ve Eski Kâhta Kalesi’ni yarım günde gezmek için pratik öneriler.',
    tags: ['Kâhta', 'Cendere', 'rota'],
    targetKeywords: ['cendere köprüsü', 'arsameia gezisi', 'kahta gezilecek yerler'],
    daysAgo: 41,
    views: 233,
    content: `<h2>Rota özeti</h2>
<p>Kâhta merkezden kuzeye ilerlerken önce Karakuş Tümülüsü, sonra Cendere Köprüsü, ardından Arsameia ve Eski Kâhta Kalesi gelir.</p>
<h3>Süreler</h3>
<ul>
<li>Karakuş Tümülüsü: 20 dakika</li>
<li>Cendere Köprüsü: 30 dakika</li>
<li>Arsameia: 1 saat</li>
</ul>
<p>Yerel <a href="/businesses?subcategory=rehberlik">rehberlerle</a> gezmek kabartmaların hikâyesini anlamayı kolaylaştırır.</p>`,
  },
];
