import type sv from "../sv/legal";
import type { Translation } from "../types";

export default {
  common: {
    additions: "Lisätietoa meiltä",
    contents: "Sisältö",
    notSet: "tieto puuttuu vielä",
  },
  terms: {
    meta: {
      title: "Tilaus- ja toimitusehdot",
      description:
        "{{business}} – tilaus- ja toimitusehdot: myyjä, arvonlisäverolliset hinnat, maksaminen, toimitus, peruuttamisoikeus, virheet ja riidat.",
      keywords: "tilausehdot, toimitusehdot, peruuttamisoikeus, reklamaatio, arvonlisävero",
    },
    lead: "Näitä ehtoja sovelletaan, kun ostat kuluttajana verkkokaupastamme tai varaat palvelun sivustolla. Lue ne ennen ostamista.",
    seller: {
      heading: "Myyjä",
      text: "Myyjä on:",
      name: "Yritys",
      businessId: "Y-tunnus",
      address: "Osoite",
      email: "Sähköposti",
      phone: "Puhelin",
    },
    products: {
      heading: "Mitä myymme",
      text: "Verkkokaupassa myymme ohjelmistolisenssejä, valokuva-albumeja ja gallerioidemme kuvia ladattavina tiedostoina sekä valmiita verkkosivustoja. Sivustolla voit myös varata kuvauksia ja muita palveluja. Tuotesivulla ja palvelun kuvauksessa kerrotaan, mitä hintaan sisältyy.",
    },
    prices: {
      heading: "Hinnat ja arvonlisävero",
      text: "Kaikki kuluttajille näytetyt hinnat ovat euroina (tai kassalla näkyvässä valuutassa) ja sisältävät arvonlisäveron (alv). Kuitissa näkyvät verokanta ja veron määrä. Toimituskuluja ei ole: kaikki toimitetaan sähköisesti tai palveluna.",
      campaign:
        "Kampanjahinta on voimassa sivustolla ilmoitetun kampanja-ajan. Varattu palvelu säilyttää hinnan, joka näkyi, kun lähetit varauspyynnön.",
    },
    payment: {
      heading: "Maksaminen",
      stripe:
        "Maksat tilauksen yhteydessä kassalla kortilla tai jollakin muulla kassalla näkyvällä maksutavalla (maasta ja valuutasta riippuen esimerkiksi MobilePay, Klarna, Swish tai Vipps). Maksun välittää Stripe. Emme koskaan näe korttisi numeroa.",
      test: "Verkkokaupan korttimaksu ei ole vielä käytössä. Kassa on testikassa, joka ei veloita mitään.",
      closed:
        "Verkkokauppa ei tällä hetkellä ota vastaan maksuja. Ota yhteyttä, jos haluat tilata jotain.",
      services:
        "Varattu palvelu maksetaan niin kuin sovimme, kun vahvistamme varauksen. Varauspyynnön lähettäminen ei maksa mitään.",
    },
    delivery: {
      heading: "Toimitus ja toimitusajat",
      software:
        "Ohjelmistolisenssit: lisenssiavain ja asennusohje lähetetään sähköpostiisi yleensä {{hours}} tunnin kuluessa maksusta, viikonloppuna seuraavana arkipäivänä.",
      photos:
        "Valokuva-albumit ja gallerian kuvat: heti maksun jälkeen saat sähköpostiisi henkilökohtaisen latauslinkin. Se toimii {{days}} päivää ja {{uses}} latauskertaa, ja tilauksesi näkyy myös tililläsi. Jos tarvitset uuden linkin, ota yhteyttä.",
      website:
        "Valmis verkkosivusto on palvelu: maksun jälkeen otamme sinuun yhteyttä ja sovimme sivuston luovutuksesta (verkkotunnus, palvelintila ja tunnukset). Ajankohdasta sovimme kanssasi.",
      services:
        "Varatut palvelut toteutetaan vahvistamanamme aikana. Varaus on pyyntö, kunnes olemme vahvistaneet sen sähköpostilla. Palvelun kuvauksessa kerrotaan, miten ja milloin kuvat tai muu aineisto toimitetaan.",
    },
    withdrawal: {
      heading: "Peruuttamisoikeus",
      services:
        "Kun ostat palvelun etämyyntinä, sinulla on 14 päivän peruuttamisoikeus sopimuksen tekopäivästä. Jos pyydät meitä aloittamaan palvelun peruuttamisaikana ja peruutat sen jälkeen, maksat jo tehdystä osuudesta. Jos palvelu on pyynnöstäsi suoritettu kokonaan peruuttamisaikana, peruuttamisoikeutta ei enää ole. Varauksen, joka ei ole vielä alkanut, voit myös perua tililläsi.",
      digital:
        "Digitaalinen sisältö, jota ei toimiteta fyysisellä tallenteella, eli lisenssiavaimet, valokuva-albumit ja ladattavat kuvat: kassalla pyydämme sinua rastittamaan ruudun (se ei ole koskaan valmiiksi valittuna), jolla nimenomaisesti hyväksyt toimituksen alkavan heti ja vahvistat, että menetät silloin peruuttamisoikeutesi. Sähköpostilla lähettämämme kuitti vahvistaa suostumuksesi. Kun toimitus on alkanut, ostoa ei voi enää peruuttaa. Ilman suostumustasi emme toimita sisältöä.",
      website:
        "Valmis verkkosivusto on palvelu: siihen sovelletaan edellä kerrottua palvelujen 14 päivän peruuttamisoikeutta.",
      how: "Peruutat oston ilmoittamalla siitä meille selvästi peruuttamisaikana, esimerkiksi sähköpostilla osoitteeseen {{email}}. Voit käyttää peruuttamislomakkeen mallia, mutta se ei ole pakollista. Palautamme maksamasi summan viimeistään 14 päivän kuluessa ilmoituksesi saapumisesta samalla maksutavalla, jota käytit.",
    },
    complaints: {
      heading: "Virheet tuotteessa tai palvelussa",
      text: "Jos ostamassasi tuotteessa tai palvelussa on virhe, esimerkiksi lisenssiavain ei toimi tai ladattu tiedosto on rikki, ilmoita meille kohtuullisessa ajassa virheen huomattuasi. Korjaamme virheen, toimitamme uudelleen tai palautamme kauppahinnan kuluttajansuojalain mukaisesti.",
    },
    disputes: {
      heading: "Riidat",
      text: "Ota ensin yhteyttä meihin, niin yritämme ratkaista asian yhdessä. Jos emme pääse sopuun, saat kuluttajana maksutonta apua kuluttajaneuvonnasta ja voit viedä asian kuluttajariitalautakunnan käsiteltäväksi. Lautakunnan ratkaisut ovat suosituksia. Voit myös nostaa kanteen kotipaikkasi käräjäoikeudessa.",
      advisory: "Kuluttajaneuvonta (Kilpailu- ja kuluttajavirasto)",
      board: "Kuluttajariitalautakunta",
    },
    law: {
      heading: "Sovellettava laki",
      text: "Kauppaan sovelletaan Suomen lakia. Jos asut muussa EU- tai ETA-maassa, säilytät asuinmaasi pakottavan kuluttajansuojalainsäädännön antaman suojan.",
    },
  },
  privacy: {
    meta: {
      title: "Tietosuojaseloste",
      description:
        "Näin {{business}} käsittelee henkilötietojasi: mitä tallennamme ja miksi, kuinka kauan, kenelle tietoja luovutetaan, oikeutesi ja sivuston evästeet.",
      keywords: "tietosuojaseloste, tietosuoja, henkilötiedot, GDPR, evästeet",
    },
    lead: "Tässä kerromme, mitä henkilötietoja sivusto tallentaa, miksi ja kuinka kauan, kuka niitä käsittelee ja miten voit käyttää tietosuoja-asetuksen (GDPR) mukaisia oikeuksiasi.",
    controller: {
      heading: "Rekisterinpitäjä",
      text: "Rekisterinpitäjä on {{business}}. Tietosuojaa koskevat kysymykset voit lähettää osoitteeseen {{email}}.",
    },
    data: {
      heading: "Mitä tietoja tallennamme ja miksi",
      account:
        "Tili: nimi, sähköpostiosoite, puhelinnumero, jos annat sen, kieli ja salasana salattuna (tiiviste). Jokainen kirjautuminen tallentaa istunnon, jossa on IP-osoite ja selain. Tarvitsemme tilin, jotta voit varata ja nähdä varauksesi ja ostoksesi.",
      bookings:
        "Varaukset: palvelu, päivä ja aika, viestisi, näytetty hinta ja varauksen tila. Jotta voimme toteuttaa palvelun.",
      orders:
        "Tilaukset: sähköpostiosoite, tuote, summa ja valuutta, maksun tila ja maksupalvelun viite. Toimitusta ja lain edellyttämää kirjanpitoa varten.",
      messages:
        "Yhteydenotot: nimi, sähköpostiosoite, puhelinnumero, jos annat sen, ja viesti. Jotta voimme vastata sinulle.",
      applications:
        "Freelancer-hakemukset: nimi, sähköpostiosoite, puhelinnumero, erikoisala, kokemus, portfoliolinkki ja viesti. Hakemuksen arviointia ja vastaamista varten.",
      reviews:
        "Arvostelut: kirjoittamasi nimi, palvelu, arvosana ja teksti. Julkaisemme arvostelun vasta, kun olemme tarkistaneet sen.",
      chat: "Chat: kysymykset ja vastaukset tallentuvat vain selaimeesi, tähän välilehteen, eivät palvelimellemme.",
      chatModel:
        "Chat: kysymykset ja vastaukset tallentuvat vain selaimeesi, tähän välilehteen. Vastausta varten lähetämme keskustelun chatin käyttämälle tekoälypalvelulle ({{host}}); emme itse tallenna sitä.",
      mails:
        "Sähköposti: kopio sivuston sinulle lähettämistä viesteistä (esimerkiksi varausvahvistukset ja kuitit) säilyy lähtevien viestien jonossa.",
      photos:
        "Valokuvat: kuvaamissamme tapahtumissa saatat näkyä kuvissa, jotka julkaistaan gallerioissamme. Kuvista voidaan lukea pelinumeroita, jotta löydät omat kuvasi. Jos haluat kuvan poistettavan, ota yhteyttä.",
      limits:
        "Suojataksemme lomakkeita ja kirjautumista väärinkäytöltä laskemme pyyntöjä IP-osoitetta kohden lyhyen aikaa.",
    },
    basis: {
      heading: "Käsittelyn peruste",
      text: "Käsittelemme tietoja sopimuksen täyttämiseksi kanssasi (tili, varaukset, tilaukset), lakisääteisen velvoitteen vuoksi (kirjanpito), oikeutetun etumme perusteella vastataksemme viesteihin ja hakemuksiin ja suojataksemme sivustoa sekä suostumuksellasi, kun lähetät arvostelun.",
    },
    retention: {
      heading: "Kuinka kauan säilytämme tietoja",
      account: "Tili, varaukset ja sinulle lähetetyt sähköpostit: kunnes poistat tilisi.",
      sessions:
        "Kirjautuminen on voimassa {{days}} päivää siitä, kun viimeksi käytit sivustoa. Sähköpostiosoitteen vahvistuslinkki on voimassa {{verifyHours}} tuntia, salasanan vaihtolinkki {{resetHours}} tunnin.",
      orders:
        "Tilaukset: {{years}} vuotta oston tilikauden päättymisestä, kuten kirjanpitolaki edellyttää. Jos poistat tilisi, tilaus säilyy ilman sähköpostiosoitettasi ja tiliäsi.",
      downloads: "Latauslinkit: {{days}} päivää tai {{uses}} latauskertaa.",
      messages:
        "Yhteydenotot ja hakemukset: kunnes pyydät meitä poistamaan ne. Jos poistat tilisi, ne poistetaan samalla, jos ne on lähetetty tilin vahvistetusta sähköpostiosoitteesta.",
      reviews: "Arvostelut: niin kauan kuin ne ovat julkaistuina tai kunnes pyydät poistamaan ne.",
      counters:
        "Väärinkäytön estoon käytettävät laskurit (IP- tai sähköpostiosoite ja yritysten määrä): ne ovat voimassa muutaman minuutin ja korvautuvat sen jälkeen.",
      backups: "Varmuuskopiot: poistettu tieto säilyy varmuuskopioissa enintään {{days}} päivää.",
    },
    recipients: {
      heading: "Kenelle tietoja luovutetaan",
      intro:
        "Emme myy tietojasi emmekä käytä niitä mainontaan. Seuraavat palveluntarjoajat käsittelevät tietoja puolestamme:",
      stripe:
        "Stripe (maksupalvelu): käsittelee maksusi ja kassalla antamasi tiedot. Stripe on maksun osalta itsenäinen rekisterinpitäjä ja voi siirtää tietoja EU:n ulkopuolelle EU:n vakiosopimuslausekkeiden nojalla.",
      mail: "Viestimme toimittava sähköpostipalvelu: vastaanottajan osoite ja viesti.",
      ai: "Chatin käyttämä tekoälypalvelu ({{host}}): chatin keskustelu, mutta ei nimeäsi eikä sähköpostiosoitettasi.",
      storage: "Kuvien tallennuspalvelu ({{host}}): gallerioidemme kuvat ja uutiskuvat.",
      hosting: "Palvelintarjoajamme: sivusto ja tietokanta ovat sen palvelimilla.",
    },
    rights: {
      heading: "Oikeutesi",
      text: "Sinulla on oikeus saada tietää, mitä tietoja meillä on sinusta, ja saada niistä kopio, oikaista virheelliset tiedot, saada tiedot poistetuiksi, rajoittaa käsittelyä tai vastustaa sitä, saada tietosi koneluettavassa muodossa ja peruuttaa suostumuksesi milloin tahansa.",
      account:
        "Jos sinulla on tili, onnistuu tämä helpoiten itse: tilisivun kohdassa Omat tiedot voit ladata kaikki sinusta tallennetut tiedot (JSON) ja poistaa tilisi.",
      accountLink: "Omat tiedot tilisivulla",
      email:
        "Muissa asioissa kirjoita osoitteeseen {{email}}. Vastaamme kuukauden kuluessa ja voimme pyytää sinua todistamaan henkilöllisyytesi.",
    },
    authority: {
      heading: "Valvontaviranomainen",
      text: "Jos katsot, että käsittelemme tietojasi väärin, voit tehdä valituksen Tietosuojavaltuutetun toimistolle tai asuinmaasi valvontaviranomaiselle.",
      link: "Tietosuojavaltuutetun toimisto",
    },
    cookies: {
      heading: "Evästeet",
      intro:
        "Sivusto käyttää vain evästeitä ja selaimen tallennustilaa, joita tarvitaan sen toimintaan tai itse tekemäsi valinnan muistamiseen. Emme käytä analytiikka-, mainos- tai seurantaevästeitä emmekä muiden yritysten evästeitä. Siksi emme pyydä suostumusta evästeisiin emmekä näytä evästebanneria.",
      caption: "Evästeet ja selaimen tallennustila",
      name: "Nimi",
      purpose: "Miksi",
      lifetime: "Kuinka kauan",
      session: "Pitää sinut kirjautuneena.",
      flash: "Näyttää ilmoituksen lomakkeen lähettämisen jälkeen.",
      language: "Muistaa valitsemasi kielen.",
      promoBanner: "Muistaa, että suljit kampanjabannerin.",
      languageStorage: "Muistaa valitsemasi kielen (selaimen tallennustilassa).",
      promoPopup: "Muistaa, että olet jo nähnyt kampanjaikkunan (selaimen tallennustilassa).",
      bookingDraft:
        "Säilyttää varauslomakkeeseen kirjoittamasi tiedot, kunnes varaus on lähetetty (välilehdessä).",
      chat: "Säilyttää chat-keskustelun (välilehdessä).",
      galleryPicks: "Muistaa, mitkä gallerian kuvat olet valinnut (välilehdessä).",
      sessionLifetime: "{{days}} päivää",
      flashLifetime: "1 minuutti",
      yearLifetime: "1 vuosi",
      daysLifetime: "{{days}} päivää",
      untilCleared: "Kunnes tyhjennät selaimen tallennustilan",
      tabLifetime: "Kunnes suljet välilehden",
      stripe:
        "Kun maksat, siirryt Stripen kassalle, joka käyttää omia evästeitään maksuun ja petosten estämiseen.",
    },
    changes: {
      heading: "Muutokset",
      text: "Jos sivuston tapa käsitellä henkilötietoja muuttuu, päivitämme tämän sivun.",
    },
  },
} satisfies Translation<typeof sv>;
