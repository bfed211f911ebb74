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
        "{{business}}: tilaus- ja toimitusehdot. Myyjä, hinnat arvonlisäveroineen, maksaminen, toimitus, peruuttamisoikeus, virheet ja riitojen ratkaisu.",
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
      text: "Verkkokaupassa myymme ohjelmistolisenssejä, valokuva-albumeja ja gallerioidemme kuvia ladattavina tiedostoina sekä valmiita verkkosivustoja. Sivustolla voit myös varata kuvauksia ja muita palveluja. Tuotesivulla tai palvelun kuvauksessa kerrotaan, mitä hintaan sisältyy.",
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
        "Varattu palvelu maksetaan niin kuin sovimme varausta vahvistaessamme. Varauspyyntöä lähettäessäsi et maksa vielä mitään, paitsi palveluista, joiden kohdalla kerrotaan varauksen yhteydessä maksettavasta käsirahasta: käsiraha palautetaan, jos hylkäämme varauksen tai perut sen ennen viimeistä muutosaikaa, mutta ei, jos perut myöhemmin.",
    },
    delivery: {
      heading: "Toimitus ja toimitusajat",
      software:
        "Ohjelmistolisenssit: lisenssiavain ja asennusohje lähetetään sähköpostiisi yleensä {{hours}} tunnin kuluessa maksusta, viikonloppuna seuraavana arkipäivänä.",
      photos:
        "Valokuva-albumit ja gallerian kuvat: heti maksun jälkeen saat sähköpostiisi henkilökohtaisen latauslinkin. Linkki on voimassa {{days}} päivää, ja sitä voi käyttää {{uses}} kertaa. Tilauksesi näkyy myös tililläsi. Jos tarvitset uuden linkin, ota yhteyttä, niin lähetämme sen.",
      website:
        "Valmis verkkosivusto on palvelu: maksun jälkeen otamme sinuun yhteyttä ja sovimme sivuston luovutuksesta (verkkotunnus, palvelintila ja tunnukset). Ajankohdasta sovimme kanssasi.",
      services:
        "Varatut palvelut toteutetaan vahvistamaamme aikaan. Varaus on pyyntö, kunnes olemme vahvistaneet sen sähköpostilla. Palvelun kuvauksessa kerrotaan, miten ja milloin kuvat tai muu aineisto toimitetaan.",
    },
    withdrawal: {
      heading: "Peruuttamisoikeus",
      services:
        "Kun ostat palvelun etämyyntinä, sinulla on 14 päivän peruuttamisoikeus sopimuksen tekopäivästä. Jos pyydät meitä aloittamaan palvelun peruuttamisaikana ja peruutat sopimuksen sen jälkeen, maksat jo suoritetusta osuudesta. Jos palvelu on nimenomaisesta pyynnöstäsi suoritettu kokonaan peruuttamisaikana ja olet hyväksynyt, että peruuttamisoikeus silloin päättyy, peruuttamisoikeutta ei enää ole. Varauksen, joka ei ole vielä alkanut, voit myös perua tililläsi.",
      digital:
        "Lisenssiavaimet, valokuva-albumit ja ladattavat kuvat ovat digitaalista sisältöä, jota ei toimiteta aineellisella tallenteella. Kun ostat sellaista, pyydämme sinua rastittamaan ruudun (sitä ei ole koskaan rastitettu valmiiksi), jolla annat nimenomaisen suostumuksesi siihen, että toimitus alkaa heti, ja hyväksyt, että menetät silloin peruuttamisoikeutesi. Sähköpostilla lähettämämme kuitti vahvistaa suostumuksesi. Kun toimitus on alkanut, ostoa ei voi enää peruuttaa. Ilman suostumustasi emme toimita sisältöä.",
      website:
        "Valmis verkkosivusto on palvelu: siihen sovelletaan edellä kerrottua palvelujen 14 päivän peruuttamisoikeutta.",
      // how, howLink ja howAfter ovat yksi kappale: howLink linkittää alla olevaan lomakkeeseen.
      how: "Peruutat oston ilmoittamalla siitä meille selvästi peruuttamisaikana, esimerkiksi sähköpostilla osoitteeseen {{email}}. Voit käyttää",
      howLink: "peruuttamislomakkeen mallia",
      howAfter:
        ", mutta se ei ole pakollista. Palautamme maksamasi summan viimeistään 14 päivän kuluessa ilmoituksesi saapumisesta samalla maksutavalla, jota käytit.",
    },
    // Direktiivin 2011/83/EU liitteen I kohta B suomenkielisenä.
    form: {
      heading: "Peruuttamislomakkeen malli",
      intro:
        "Jos haluat käyttää lomaketta, kopioi se sähköpostiviestiin tai tulosta se, täytä se ja lähetä se meille. Mikä tahansa muu selvä ilmoitus käy yhtä hyvin.",
      instruction: "(täytä ja palauta tämä lomake vain, jos haluat peruuttaa sopimuksen)",
      to: "Vastaanottaja: {{addressee}}",
      notice:
        "Ilmoitan/Ilmoitamme (*) täten, että haluan/haluamme (*) peruuttaa tekemäni/tekemämme (*) sopimuksen, joka koskee seuraavien tavaroiden kauppaa (*)/seuraavien palvelujen suorittamista (*)",
      ordered: "Tilattu (pvm) (*)/vastaanotettu (pvm) (*)",
      name: "Kuluttajan nimi/Kuluttajien nimet",
      address: "Kuluttajan osoite/Kuluttajien osoitteet",
      signature:
        "Kuluttajan allekirjoitus/Kuluttajien allekirjoitukset (vain jos tämä lomake annetaan paperilla)",
      date: "Päiväys",
      note: "(*) Tarpeeton yliviivataan.",
    },
    complaints: {
      heading: "Virheet tuotteessa tai palvelussa",
      text: "Jos ostamassasi tuotteessa tai palvelussa on virhe, esimerkiksi lisenssiavain ei toimi tai ladattu tiedosto on rikki, ilmoita meille kohtuullisessa ajassa virheen huomattuasi. Sinulla on kuluttajansuojalain mukaiset oikeudet: korjaamme virheen tai toimitamme uudelleen, ja jos se ei onnistu, voit saada hinnanalennuksen tai rahasi takaisin.",
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
        "Näin {{business}} käsittelee henkilötietojasi: mitä tallennamme ja miksi, kuinka kauan, kuka tietoja käsittelee, oikeutesi ja sivuston evästeet.",
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
        "Tili: nimi, sähköpostiosoite, puhelinnumero, jos annat sen, kieli ja salasana tiivisteenä (ei koskaan selväkielisenä). Jokaisesta kirjautumisesta tallentuu istunto, jossa on IP-osoite ja selaimen tiedot. Tarvitsemme tilin, jotta voit varata ja nähdä varauksesi ja ostoksesi.",
      bookings:
        "Varaukset: palvelu, päivä ja aika, viestisi, näytetty hinta ja varauksen tila. Tarvitsemme niitä palvelun toteuttamiseen.",
      orders:
        "Tilaukset: sähköpostiosoite, tuote, summa ja valuutta, maksun tila ja maksupalvelun viite. Tarvitsemme niitä toimitukseen ja lain edellyttämään kirjanpitoon.",
      messages:
        "Yhteydenotot: nimi, sähköpostiosoite, puhelinnumero, jos annat sen, ja viesti. Tarvitsemme niitä vastataksemme sinulle.",
      applications:
        "Freelancer-hakemukset: nimi, sähköpostiosoite, puhelinnumero, erikoisala, kokemus, portfoliolinkki ja viesti. Tarvitsemme niitä hakemuksen arviointiin ja vastaamiseen.",
      reviews:
        "Arvostelut: kirjoittamasi nimi, palvelu, arvosana ja teksti. Julkaisemme arvostelun vasta, kun olemme tarkistaneet sen.",
      chat: "Chat: kysymykset ja vastaukset tallentuvat vain selaimeesi, tähän välilehteen, eivät palvelimellemme.",
      chatModel:
        "Chat: kysymykset ja vastaukset tallentuvat vain selaimeesi, tähän välilehteen. Vastausta varten lähetämme keskustelun chatin käyttämälle tekoälypalvelulle ({{host}}); emme itse tallenna sitä.",
      mails:
        "Sähköposti: kopio sivuston sinulle lähettämistä viesteistä (esimerkiksi varausvahvistukset ja kuitit) säilyy lähetettyjen viestien arkistossamme.",
      photos:
        "Valokuvat: kuvaamissamme tapahtumissa saatat näkyä kuvissa, jotka julkaistaan gallerioissamme. Pelipaitojen numerot voidaan tunnistaa kuvista automaattisesti, jotta löydät omat kuvasi. Jos haluat kuvan poistettavan, ota yhteyttä.",
      limits:
        "Suojataksemme lomakkeita ja kirjautumista väärinkäytöltä laskemme lyhyen aikaa, montako pyyntöä kustakin IP-osoitteesta tulee.",
    },
    basis: {
      heading: "Käsittelyn peruste",
      text: "Käsittelemme tietoja sopimuksen täyttämiseksi kanssasi (tili, varaukset, tilaukset), lakisääteisen velvoitteen vuoksi (kirjanpito), oikeutetun etumme perusteella (vastaaminen viesteihin ja hakemuksiin, tapahtumakuvien näyttäminen gallerioissamme ja sivuston suojaaminen) sekä suostumuksellasi, kun lähetät arvostelun.",
    },
    retention: {
      heading: "Kuinka kauan säilytämme tietoja",
      account: "Tili, varaukset ja sinulle lähetetyt sähköpostit: kunnes poistat tilisi.",
      sessions:
        "Kirjautuminen on voimassa {{days}} päivää siitä, kun viimeksi käytit sivustoa. Sähköpostiosoitteen vahvistuslinkki on voimassa {{verifyHours}} tuntia, salasanan vaihtolinkki {{resetHours}} tunnin ajan.",
      orders:
        "Tilaukset: {{years}} vuotta oston tilikauden päättymisestä, kuten kirjanpitolaki edellyttää. Jos poistat tilisi, tilaus säilyy ilman sähköpostiosoitettasi ja tiliäsi.",
      downloads: "Latauslinkit: {{days}} päivää tai {{uses}} latauskertaa.",
      messages:
        "Yhteydenotot ja hakemukset: kunnes pyydät meitä poistamaan ne. Jos poistat tilisi, ne poistetaan samalla, jos ne on lähetetty tilin vahvistetusta sähköpostiosoitteesta.",
      reviews:
        "Arvostelut: niin kauan kuin ne ovat julkaistuina tai kunnes pyydät meitä poistamaan ne.",
      counters:
        "Väärinkäytön estoon käytettävät laskurit (IP- tai sähköpostiosoite ja yritysten määrä): ne ovat voimassa muutaman minuutin ja korvautuvat sen jälkeen.",
      backups: "Varmuuskopiot: poistettu tieto säilyy varmuuskopioissa enintään {{days}} päivää.",
    },
    recipients: {
      heading: "Kuka tietoja käsittelee",
      intro:
        "Emme myy tietojasi emmekä käytä niitä mainontaan. Seuraavat palveluntarjoajat käsittelevät tietoja puolestamme:",
      stripe:
        "Stripe (maksupalvelu): käsittelee maksusi ja kassalla antamasi tiedot. Stripe on maksun osalta itsenäinen rekisterinpitäjä ja voi siirtää tietoja EU:n ulkopuolelle EU:n vakiosopimuslausekkeiden nojalla.",
      mail: "Sähköpostipalvelu, joka toimittaa viestimme: vastaanottajan osoite ja viesti.",
      ai: "Chatin käyttämä tekoälypalvelu ({{host}}): chatin keskustelu, mutta ei nimeäsi eikä sähköpostiosoitettasi.",
      storage: "Kuvien tallennuspalvelu ({{host}}): gallerioidemme kuvat ja uutiskuvat.",
      hosting: "Palvelintarjoajamme: sivusto ja tietokanta ovat sen palvelimilla.",
    },
    rights: {
      heading: "Oikeutesi",
      text: "Sinulla on oikeus saada tietää, mitä tietoja meillä on sinusta, ja saada niistä kopio, oikaista virheelliset tiedot, saada tiedot poistetuiksi, rajoittaa käsittelyä tai vastustaa sitä, saada tietosi koneluettavassa muodossa ja peruuttaa suostumuksesi milloin tahansa.",
      account:
        "Jos sinulla on tili, helpointa on tehdä se itse: Omat varaukset -sivun kohdassa Omat tietosi voit ladata kaikki sinusta tallentamamme tiedot (JSON) ja poistaa tilisi.",
      accountLink: "Omat tietosi Omat varaukset -sivulla",
      email:
        "Muissa asioissa kirjoita osoitteeseen {{email}}. Vastaamme kuukauden kuluessa ja voimme pyytää sinua varmistamaan henkilöllisyytesi.",
    },
    authority: {
      heading: "Valvontaviranomainen",
      text: "Jos katsot, että käsittelemme tietojasi tietosuojasäännösten vastaisesti, voit tehdä valituksen Suomessa tietosuojavaltuutetun toimistolle tai asuinmaasi valvontaviranomaiselle.",
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
      webFont:
        "Muistaa, että selain on jo hakenut sivuston kirjasimen, jotta seuraava sivu näyttää sen heti alusta (selaimen tallennustilassa).",
      bookingDraft:
        "Säilyttää varauslomakkeeseen kirjoittamasi tiedot, kunnes varaus on lähetetty (välilehdessä).",
      chat: "Säilyttää chat-keskustelun (välilehdessä).",
      galleryAccess:
        "Pitää yksityisen galleriasi auki tässä selaimessa linkin ja PIN-koodin jälkeen.",
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
